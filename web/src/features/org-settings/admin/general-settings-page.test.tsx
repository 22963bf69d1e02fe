// @vitest-environment jsdom
// (jsdom, not the suite's happy-dom: happy-dom loses a native select's value when its options arrive after it.)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Organization } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
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
describe('GeneralSettingsPage', () => {
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

  it('sets what a point is worth, typed with a comma, and clears it again', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current: Organization = { ...org, point_value: null };
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
    const { queryClient } = await renderWithProviders(
      <>
        <GeneralSettingsPage />
        <ToastHost />
      </>,
    );
    const panel = await screen.findByRole('region', { name: 'Valor del punto' });
    expect(within(panel).getByRole('radio', { name: 'Sin valor en dinero' })).toBeChecked();
    expect(within(panel).queryByRole('textbox', { name: /^Moneda/ })).toBeNull();

    await user.click(within(panel).getByRole('radio', { name: 'Con valor en dinero' }));
    await user.type(within(panel).getByRole('textbox', { name: /^Moneda/ }), 'eur');
    await user.type(within(panel).getByRole('textbox', { name: /^Valor de un punto/ }), '0,05');
    expect(within(panel).getByText('Así, 100 puntos equivalen a unos 5,00 €.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Guardar el valor del punto' }));
    expect(await screen.findByText('Se guardó el valor del punto.')).toBeInTheDocument();
    expect(bodies).toEqual([{ point_value: { currency: 'EUR', amount: 0.05 } }]);
    await waitFor(() =>
      expect(queryClient.getQueryData(organizationQueryOptions().queryKey)).toMatchObject({
        point_value: { currency: 'EUR', amount: 0.05 },
      }),
    );
    expect(within(panel).getByRole('textbox', { name: /^Moneda/ })).toHaveValue('EUR');

    await user.click(within(panel).getByRole('radio', { name: 'Sin valor en dinero' }));
    await user.click(within(panel).getByRole('button', { name: 'Guardar el valor del punto' }));
    expect(await screen.findByText('Los puntos quedaron sin valor en dinero.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { point_value: { currency: 'EUR', amount: 0.05 } },
      { point_value: null },
    ]);
  });

  it('checks the currency and the value before sending, and shows what the server refused', async () => {
    const user = userEvent.setup();
    const message = 'El valor de un punto debe ser mayor que 0 y menor que 1.000.000.';
    const seen = installFakeApi({
      'GET /org': ok({ ...org, point_value: { currency: 'EUR', amount: 0.05 } }),
      'POST /org/edit': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: message,
          details: { fields: { point_value: message } },
        },
      },
    });
    await renderWithProviders(<GeneralSettingsPage />);
    const panel = await screen.findByRole('region', { name: 'Valor del punto' });
    const currency = within(panel).getByRole('textbox', { name: /^Moneda/ });
    const amount = within(panel).getByRole('textbox', { name: /^Valor de un punto/ });
    expect(within(panel).getByRole('radio', { name: 'Con valor en dinero' })).toBeChecked();
    expect(amount).toHaveValue('0,05');
    await user.clear(currency);
    await user.type(currency, 'E1');
    await user.clear(amount);
    await user.type(amount, '0');
    const save = within(panel).getByRole('button', { name: 'Guardar el valor del punto' });
    await user.click(save);
    expect(
      await within(panel).findByText(
        'Escribe el código de tres letras de la moneda, por ejemplo EUR.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(
      'Escribe un valor mayor que 0 y hasta 1.000.000, con hasta seis decimales, por ejemplo 0,05.',
    );
    expect(seen).not.toContain('POST /org/edit');

    await user.clear(currency);
    await user.type(currency, 'USD');
    await user.clear(amount);
    await user.type(amount, '999999,5');
    await user.click(save);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the saved value in English, with its example', async () => {
    installFakeApi({ 'GET /org': ok({ ...org, point_value: { currency: 'EUR', amount: 0.05 } }) });
    await renderWithProviders(<GeneralSettingsPage />, { lng: 'en' });
    const panel = await screen.findByRole('region', { name: 'Value of a point' });
    expect(within(panel).getByRole('textbox', { name: /^Value of one point/ })).toHaveValue('0.05');
    expect(within(panel).getByText('So 100 points come to about €5.00.')).toBeInTheDocument();
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
