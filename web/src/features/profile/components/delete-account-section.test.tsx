import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { DeletionRequest } from '../api/deletion-request';

import { DeleteAccountSection } from './delete-account-section';

const request: DeletionRequest = {
  id: 3,
  user: { id: 12, full_name: 'Lucía Paredes', first_name: 'Lucía', last_name: 'Paredes' },
  reason: 'Dejo la empresa.',
  status: 'open',
  created_at: new Date(2026, 0, 15, 10, 30).getTime(),
};

const page = (
  <>
    <DeleteAccountSection />
    <ToastHost />
  </>
);

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('DeleteAccountSection', () => {
  it('explains what happens, sends the reason and then shows the request as pending', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    installFakeApi({
      'GET /user/request-delete': ok({ request: null }),
      'POST /user/request-delete': (call) => {
        sent = JSON.parse(call.body as string);
        return ok(request);
      },
    });
    await renderWithProviders(page);
    await user.click(
      await screen.findByRole('button', { name: 'Solicitar eliminación de mi cuenta' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Solicitar la eliminación de tu cuenta?',
    });
    expect(
      within(dialog).getByText('Un administrador de tu organización revisará tu solicitud.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/se borrarán tus datos personales/)).toBeVisible();
    expect(
      within(dialog).getByText(/Los reconocimientos que recibiste se conservan/),
    ).toBeVisible();
    await user.click(within(dialog).getByLabelText('Motivo (opcional)'));
    await user.paste('  Dejo la empresa. ');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar eliminación' }));

    expect(await screen.findByText('Enviamos tu solicitud de eliminación.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ reason: 'Dejo la empresa.' });
    expect(screen.getByRole('status')).toHaveTextContent('Solicitud enviada el 15/01/2026.');
    expect(
      screen.queryByRole('button', { name: 'Solicitar eliminación de mi cuenta' }),
    ).not.toBeInTheDocument();
  });

  it('sends no reason as null', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    installFakeApi({
      'GET /user/request-delete': ok({ request: null }),
      'POST /user/request-delete': (call) => {
        sent = JSON.parse(call.body as string);
        return ok({ ...request, reason: null, created_at: Date.now() });
      },
    });
    await renderWithProviders(page);
    await user.click(
      await screen.findByRole('button', { name: 'Solicitar eliminación de mi cuenta' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar eliminación' }));
    expect(await screen.findByText('Solicitud enviada hoy.')).toBeInTheDocument();
    expect(sent).toEqual({ reason: null });
  });

  it('shows an open request with its date and offers no second request', async () => {
    installFakeApi({ 'GET /user/request-delete': ok({ request }) });
    await renderWithProviders(page);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Solicitud enviada el 15/01/2026.');
    expect(status).toHaveTextContent('Un administrador la revisará.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the request was sent in English', async () => {
    installFakeApi({ 'GET /user/request-delete': ok({ request }) });
    await renderWithProviders(page, { lng: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Request sent on 15/01/2026.');
  });

  it('offers a retry when the request cannot be loaded', async () => {
    installFakeApi({
      'GET /user/request-delete': {
        status: 503,
        body: { success: false, error: 'No disponible', code: 'unavailable' },
      },
    });
    await renderWithProviders(page);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Solicitar eliminación de mi cuenta' }),
    ).not.toBeInTheDocument();
  });
});
