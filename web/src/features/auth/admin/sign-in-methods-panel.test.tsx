import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AuthFlow } from '@/api/types';
import { authFlowQueryOptions } from '@/lib/calls/org';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SignInSettingsPage } from './sign-in-settings-page';

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
});
