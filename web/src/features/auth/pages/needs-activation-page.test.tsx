import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { NeedsActivationPage } from './needs-activation-page';

const SENT =
  'Si el correo pertenece a una cuenta pendiente de activar, te enviamos un nuevo enlace de activación. Revisa tu bandeja de entrada.';
const EMAIL = 'camila.vega@demo.local';

/** A fake server answering every resend with the same text; returns the bodies it received. */
function fakeResend() {
  const bodies: unknown[] = [];
  installFakeApi({
    'GET /org/branding': ok({
      org_name: 'Demo',
      languages: ['es', 'en'],
      banner: { main: '#3a71b5', secondary: null },
    }),
    'POST /user/activation/resend': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return ok({ message: SENT });
    },
  });
  return bodies;
}

/** The page as reached from a refused sign-in (router state `{ email }`). */
const fromSignIn = (
  <Routes>
    <Route
      path="/login"
      element={<Navigate to="/needs_activation" state={{ email: EMAIL }} replace />}
    />
    <Route path="/needs_activation" element={<NeedsActivationPage />} />
  </Routes>
);

describe('NeedsActivationPage', () => {
  it('explains that an activation link was mailed, with the address of the sign-in', async () => {
    fakeResend();
    await renderWithProviders(fromSignIn, { route: '/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activa tu cuenta' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Tu cuenta aún no está activada\. Te enviamos un enlace/),
    ).toBeVisible();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue(EMAIL);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    await waitFor(() => expect(document.title).toBe('Cuenta sin activar · Demo'));
  });

  it("sends a new link and shows the server's answer in place of the form", async () => {
    const bodies = fakeResend();
    await renderWithProviders(fromSignIn, { route: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar un enlace nuevo' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(SENT);
    expect(status).toHaveFocus();
    expect(bodies).toEqual([{ email: EMAIL }]);
    expect(screen.queryByLabelText(/Correo electrónico/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('asks for the address when opened directly, and checks it before sending', async () => {
    const bodies = fakeResend();
    await renderWithProviders(<NeedsActivationPage />, { route: '/needs_activation' });
    const email = screen.getByLabelText(/Correo electrónico/);
    expect(email).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un enlace nuevo' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, ` ${EMAIL} `);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar un enlace nuevo' }));
    await screen.findByRole('status');
    expect(bodies).toEqual([{ email: EMAIL }]);
  });

  it('reads in English for English readers', async () => {
    fakeResend();
    await renderWithProviders(fromSignIn, { route: '/login', lng: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the email belongs to an account waiting for activation, we sent you a new activation link.',
    );
  });
});
