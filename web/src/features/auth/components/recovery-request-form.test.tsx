import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { RecoveryRequestForm } from './recovery-request-form';

const SENT =
  'Si el correo pertenece a una cuenta activa, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.';

/** A fake server answering the request with the same text for every address. */
function fakeRecovery() {
  const bodies: unknown[] = [];
  installFakeApi({
    'POST /user/recovery/pass': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return ok({ message: SENT });
    },
  });
  return bodies;
}

async function requestFor(email: string) {
  await userEvent.type(screen.getByLabelText(/Correo electrónico/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('RecoveryRequestForm', () => {
  it("sends the trimmed address and shows the server's message in place of the form", async () => {
    const bodies = fakeRecovery();
    await renderWithProviders(<RecoveryRequestForm />);
    await requestFor(' carlos.ruiz@demo.local ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SENT);
    expect(status).toHaveFocus();
    expect(bodies).toEqual([{ email: 'carlos.ruiz@demo.local' }]);
    expect(screen.queryByLabelText(/Correo electrónico/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the very same outcome for an address with no account', async () => {
    fakeRecovery();
    const known = await renderWithProviders(<RecoveryRequestForm />);
    await requestFor('carlos.ruiz@demo.local');
    const knownOutcome = (await screen.findByRole('status')).parentElement?.textContent;
    known.unmount();

    await renderWithProviders(<RecoveryRequestForm />);
    await requestFor('nadie@demo.local');
    const unknownOutcome = (await screen.findByRole('status')).parentElement?.textContent;
    expect(unknownOutcome).toBe(knownOutcome);
  });

  it('checks the address before sending, with the sign-in texts', async () => {
    const bodies = fakeRecovery();
    await renderWithProviders(<RecoveryRequestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    await requestFor('not-an-email');
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it("places the server's message about the address under the field, with no alert", async () => {
    installFakeApi({
      'POST /user/recovery/pass': {
        status: 400,
        body: {
          success: false,
          error: 'El correo no es válido.',
          code: 'invalid_input',
          details: { fields: { email: 'El correo no es válido.' } },
        },
      },
    });
    await renderWithProviders(<RecoveryRequestForm />);
    await requestFor('ana@demo.local');
    const field = screen.getByLabelText(/Correo electrónico/);
    const helper = await screen.findByText('El correo no es válido.');
    expect(field).toHaveAttribute('aria-describedby', helper.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a rate limit as one alert, replaced by the next client-side error', async () => {
    installFakeApi({
      'POST /user/recovery/pass': fail(429, 'rate_limited', 'Too many'),
    });
    await renderWithProviders(<RecoveryRequestForm />);
    await requestFor('ana.torres@demo.local');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Espera un momento.',
    );
    await userEvent.clear(screen.getByLabelText(/Correo electrónico/));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the outcome in English for English readers', async () => {
    fakeRecovery();
    await renderWithProviders(<RecoveryRequestForm />, { lng: 'en' });
    await userEvent.type(screen.getByLabelText(/Email/), 'carlos.ruiz@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the email belongs to an active account, we sent you a link to create a new password.',
    );
  });
});
