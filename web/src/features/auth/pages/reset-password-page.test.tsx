import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sessionRoutes } from '@/testing/session-routes';

import { ResetPasswordPage } from './reset-password-page';

// The session loaders switch the app's i18next instance; the test renders with its own.
const changeLanguage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/i18n/i18n', () => ({ i18n: { changeLanguage } }));

const EMAIL = 'pablo.nunez@demo.local';
const PASSWORD = 'mi-propia-clave-2026';
const EXPIRED = 'Tu solicitud para cambiar la contraseña venció. Vuelve a iniciar sesión.';
const user = {
  id: 14,
  full_name: 'Pablo Núñez',
  first_name: 'Pablo',
  last_name: 'Núñez',
  email: EMAIL,
  language: 'spanish' as const,
};

/** A fake server answering the challenge with `reply`; returns the bodies it received. */
function fakeChallenge(reply: FakeReply = ok({ token: 'e30.e30.new', expires_at: 1, user })) {
  const bodies: unknown[] = [];
  installFakeApi({
    ...sessionRoutes(user),
    'POST /user/challenge/pass': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return reply;
    },
  });
  return bodies;
}

/** The page as reached from a sign-in refused with `password_change_required`. */
const fromSignIn = (
  <Routes>
    <Route
      path="/login"
      element={
        <Navigate to="/reset_password" state={{ challenge: 'ch.a.b', email: EMAIL }} replace />
      }
    />
    <Route path="/reset_password" element={<ResetPasswordPage />} />
    <Route path="/" element={<h1>Inicio</h1>} />
  </Routes>
);

async function choosePassword(password: string, repeat = password) {
  await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await userEvent.type(screen.getByLabelText(/^Repite la nueva contraseña/), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar y entrar' }));
}

beforeEach(() => {
  useAppStore.getState().logout();
});

describe('ResetPasswordPage', () => {
  it('says why a new password is needed, for the account that signed in', async () => {
    fakeChallenge();
    await renderWithProviders(fromSignIn, { route: '/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elige una nueva contraseña' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu administrador te asignó una contraseña temporal. Elige una nueva para continuar.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue(EMAIL);
  });

  it('sends the challenge and the new password, stores the session and goes home', async () => {
    const bodies = fakeChallenge();
    await renderWithProviders(fromSignIn, { route: '/login' });
    await choosePassword(PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(bodies).toEqual([{ challenge: 'ch.a.b', password: PASSWORD }]);
    expect(useAppStore.getState().authToken).toBe('e30.e30.new');
    expect(useAppStore.getState().me.data?.full_name).toBe('Pablo Núñez');
  });

  it('refuses two passwords that differ before sending', async () => {
    const bodies = fakeChallenge();
    await renderWithProviders(fromSignIn, { route: '/login' });
    await choosePassword(PASSWORD, `${PASSWORD}x`);
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("places the server's password rule under the field", async () => {
    const same = 'La nueva contraseña debe ser distinta de la actual.';
    fakeChallenge({
      status: 400,
      body: {
        success: false,
        error: same,
        code: 'invalid_input',
        details: { fields: { password: same } },
      },
    });
    await renderWithProviders(fromSignIn, { route: '/login' });
    await choosePassword(PASSWORD);
    await screen.findByText(same);
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(same);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the person back to sign in when the challenge expired', async () => {
    fakeChallenge(fail(400, 'challenge_invalid', EXPIRED));
    await renderWithProviders(fromSignIn, { route: '/login' });
    await choosePassword(PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EXPIRED);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('asks to sign in again when opened without a sign-in', async () => {
    const bodies = fakeChallenge();
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset_password' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Para elegir una nueva contraseña, vuelve a iniciar sesión con la contraseña temporal que te dio tu administrador.',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('reads in English for English readers', async () => {
    fakeChallenge();
    await renderWithProviders(fromSignIn, { route: '/login', lng: 'en' });
    expect(
      await screen.findByText(
        'Your administrator gave you a temporary password. Choose a new one to continue.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save and sign in' })).toBeInTheDocument();
  });
});
