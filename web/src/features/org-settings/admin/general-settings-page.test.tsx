// @vitest-environment jsdom
// (jsdom, not the suite's happy-dom: happy-dom loses a native select's value when its options arrive after it.)
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Organization } from '@/api/types';
import { organizationQueryOptions } from '@/lib/calls/org';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { GeneralSettingsPage } from './general-settings-page';

const org: Organization = {
  id: 1,
  name: 'Demo S.A.',
  slug: 'demo',
  default_language: 'es',
  languages: ['es', 'en'],
  timezone: 'America/Bogota',
  country: 'CO',
  hosts: ['demo.aplauso.test'],
};

// A whole form driven by keyboard and mouse: seconds while the other test workers hold the CPU.
describe('GeneralSettingsPage', { timeout: 20_000 }, () => {
  it('sends every field of the form and shows what the server saved', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current = org;
    installFakeApi({
      'GET /org': () => ok(current),
      'POST /org/edit': (request) => {
        const body = JSON.parse(request.body as string) as Partial<Organization>;
        bodies.push(body);
        current = { ...current, ...body };
        return ok(current);
      },
      'GET /org/branding': ok({ org_name: 'Demo', banner: { main: '#3a71b5', secondary: null } }),
      'GET /org/settings': ok({}),
    });
    const { queryClient } = await renderWithProviders(<GeneralSettingsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();

    const name = await screen.findByLabelText(/Nombre de la organización/);
    expect(name).toHaveValue('Demo S.A.');
    expect(screen.getByRole('combobox', { name: /Zona horaria/ })).toHaveValue('America/Bogota');
    expect(screen.getByLabelText('País')).toHaveDisplayValue('Colombia');

    await user.clear(name);
    await user.type(name, '  Aplauso Chile  ');
    await user.selectOptions(screen.getByLabelText('Idioma predeterminado'), 'en');
    await user.selectOptions(screen.getByLabelText('País'), 'CL');
    const zone = screen.getByRole('combobox', { name: /Zona horaria/ });
    // Focus, then one change rather than a keystroke each: the list of every zone is long to
    // draw in jsdom.
    act(() => zone.focus());
    fireEvent.change(zone, { target: { value: 'Santiago' } });
    await user.click(await screen.findByRole('option', { name: 'America/Santiago' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(bodies).toEqual([
        {
          name: 'Aplauso Chile',
          default_language: 'en',
          timezone: 'America/Santiago',
          country: 'CL',
        },
      ]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(organizationQueryOptions().queryKey)).toMatchObject({
        name: 'Aplauso Chile',
        timezone: 'America/Santiago',
      }),
    );
    expect(screen.getByLabelText(/Nombre de la organización/)).toHaveValue('Aplauso Chile');
  });

  it("puts the server's field messages under their fields", async () => {
    const user = userEvent.setup();
    const message = 'Zona horaria desconocida: usa un nombre como America/Santiago.';
    installFakeApi({
      'GET /org': ok(org),
      'POST /org/edit': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { timezone: message } },
        },
      },
    });
    await renderWithProviders(<GeneralSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const zone = await screen.findByRole('combobox', { name: /Zona horaria/ });
    await waitFor(() => expect(zone).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the name before sending anything', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({ 'GET /org': ok(org) });
    await renderWithProviders(<GeneralSettingsPage />);
    await user.clear(await screen.findByLabelText(/Nombre de la organización/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Escribe el nombre de la organización.')).toBeInTheDocument();
    expect(seen).not.toContain('POST /org/edit');
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /org': { status: 500, body: { success: false, code: 'internal' } } });
    await renderWithProviders(<GeneralSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
