import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AuthFlow } from '@/api/types';
import { authFlowQueryOptions } from '@/lib/calls/org';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SignInSettingsPage } from './sign-in-settings-page';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

const flow = (password: boolean, otp: boolean): AuthFlow => ({
  org_name: 'Demo',
  methods: { password, otp, teams: false },
});

describe('SignInSettingsPage', () => {
  it('saves a switch with PATCH and refreshes the sign-in methods', async () => {
    let current = flow(true, false);
    const bodies: unknown[] = [];
    const seen = installFakeApi({
      'GET /org/auth_flow': () => ok(current),
      'PATCH /org/auth_flow': (request) => {
        const body = JSON.parse(request.body as string) as { otp?: boolean };
        bodies.push(body);
        current = flow(true, body.otp ?? current.methods.otp);
        return ok(current);
      },
    });
    const { queryClient } = await renderWithProviders(<SignInSettingsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inicio de sesión' })).toBeInTheDocument();
    const code = await screen.findByRole('switch', { name: 'Código por correo' });
    expect(code).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Contraseña' })).toBeChecked();
    const teams = screen.getByRole('switch', { name: 'Microsoft Teams' });
    expect(teams).toBeDisabled();
    expect(teams).toHaveAccessibleDescription('Aún no está disponible para tu organización.');

    const reads = seen.filter((entry) => entry === 'GET /org/auth_flow').length;
    await userEvent.click(code);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se guardaron los métodos de inicio de sesión.',
    );
    expect(bodies).toEqual([{ otp: true }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Código por correo' })).toBeChecked(),
    );
    await waitFor(() =>
      expect(seen.filter((entry) => entry === 'GET /org/auth_flow').length).toBeGreaterThan(reads),
    );
    expect(queryClient.getQueryData(authFlowQueryOptions().queryKey)).toEqual(flow(true, true));
  });

  it("shows the server's 400 message and keeps the switch as it was", async () => {
    const message = 'Deja al menos un método para iniciar sesión: contraseña o código por correo.';
    installFakeApi({
      'GET /org/auth_flow': ok(flow(true, false)),
      'PATCH /org/auth_flow': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { password: message } },
        },
      },
    });
    await renderWithProviders(<SignInSettingsPage />);
    const password = await screen.findByRole('switch', { name: 'Contraseña' });
    await userEvent.click(password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('switch', { name: 'Contraseña' })).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failure without a field as the error catalogue does', async () => {
    installFakeApi({
      'GET /org/auth_flow': ok(flow(true, true)),
      'PATCH /org/auth_flow': fail(403, 'forbidden', 'Acceso denegado'),
    });
    await renderWithProviders(<SignInSettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Código por correo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acceso denegado');
  });

  it('lets Teams be turned on when the server is set up for it', async () => {
    const bodies: unknown[] = [];
    let current: AuthFlow = {
      ...flow(true, false),
      teams_available: true,
      teams_tenant_id: TENANT,
    };
    installFakeApi({
      'GET /org/auth_flow': () => ok(current),
      'PATCH /org/auth_flow': (request) => {
        const body = JSON.parse(request.body as string) as { teams?: boolean };
        bodies.push(body);
        current = { ...current, methods: { ...current.methods, teams: body.teams ?? false } };
        return ok(current);
      },
    });
    await renderWithProviders(<SignInSettingsPage />);
    const teams = await screen.findByRole('switch', { name: 'Microsoft Teams' });
    expect(teams).toBeEnabled();
    expect(teams).toHaveAccessibleDescription(
      'Requiere el ID del tenant de Microsoft Entra de tu organización, que se guarda más abajo.',
    );
    expect(screen.getByLabelText('ID del tenant de Microsoft Entra')).toHaveValue(TENANT);
    await userEvent.click(teams);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se guardaron los métodos de inicio de sesión.',
    );
    expect(bodies).toEqual([{ teams: true }]);
  });

  it("shows the refusal to turn Teams on without a tenant id under the id's field", async () => {
    const message =
      'Escribe el ID del tenant de Microsoft Entra de tu organización para activar Teams.';
    installFakeApi({
      'GET /org/auth_flow': ok({ ...flow(true, false), teams_available: true }),
      'PATCH /org/auth_flow': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { teams_tenant_id: message } },
        },
      },
    });
    await renderWithProviders(<SignInSettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Microsoft Teams' }));
    const field = screen.getByLabelText('ID del tenant de Microsoft Entra');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Microsoft Teams' })).not.toBeChecked();
  });

  it('saves the tenant id in lower case, and an empty one as null', async () => {
    const bodies: unknown[] = [];
    let current: AuthFlow = { ...flow(true, false), teams_available: true, teams_tenant_id: null };
    installFakeApi({
      'GET /org/auth_flow': () => ok(current),
      'PATCH /org/auth_flow': (request) => {
        const body = JSON.parse(request.body as string) as { teams_tenant_id: string | null };
        bodies.push(body);
        current = { ...current, teams_tenant_id: body.teams_tenant_id };
        return ok(current);
      },
    });
    await renderWithProviders(<SignInSettingsPage />);
    const field = await screen.findByLabelText('ID del tenant de Microsoft Entra');
    await userEvent.type(field, ` ${TENANT.toUpperCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ID del tenant' }));
    expect(await screen.findByText('Se guardó el ID del tenant.')).toBeInTheDocument();
    expect(field).toHaveValue(TENANT);

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ID del tenant' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ teams_tenant_id: TENANT }, { teams_tenant_id: null }]);
  });

  it('checks the tenant id is a GUID before saving', async () => {
    const seen = installFakeApi({
      'GET /org/auth_flow': ok({ ...flow(true, false), teams_available: true }),
    });
    await renderWithProviders(<SignInSettingsPage />);
    const field = await screen.findByLabelText('ID del tenant de Microsoft Entra');
    await userEvent.type(field, 'contoso.onmicrosoft.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ID del tenant' }));
    expect(
      await screen.findByText(
        'Escribe un ID de tenant válido: 32 dígitos hexadecimales con guiones (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(seen).not.toContain('PATCH /org/auth_flow');
  });
});
