import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sessionRoutes } from '@/testing/session-routes';

import { ActivatePage } from './activate-page';

// The session loaders switch the app's i18next instance; the test renders with its own.
const changeLanguage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/i18n/i18n', () => ({ i18n: { changeLanguage } }));

const EMAIL = 'camila.vega@demo.local';
const PASSWORD = 'una-clave-larga-2026';
const LINK_INVALID = 'El enlace de activación no es válido o ya venció. Pide uno nuevo.';
const COMMON = 'Esta contraseña es demasiado común. Elige otra.';
const user = {
  id: 12,
  full_name: 'Camila Vega',
  first_name: 'Camila',
  last_name: 'Vega',
  email: EMAIL,
  language: 'spanish' as const,
};

type Bodies = { path: string; body: unknown }[];

/** A fake server for the activation calls; records their bodies. */
function fakeActivation(
  routes: Partial<Record<'check' | 'activate', FakeReply>>,
  extra?: FakeRoutes,
) {
  const bodies: Bodies = [];
  const record = (path: string, reply: FakeReply) => (request: TransportRequest) => {
    bodies.push({ path, body: JSON.parse(request.body as string) });
    return reply;
  };
  const seen = installFakeApi({
    ...sessionRoutes(user),
    'POST /user/activation/check': record(
      'check',
      routes.check ?? ok({ email: EMAIL, first_name: 'Camila' }),
    ),
    'POST /user/activate': record(
      'activate',
      routes.activate ?? ok({ token: 'e30.e30.act', expires_at: 1, user }),
    ),
    ...extra,
  });
  return { bodies, seen };
}

function Where() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

/** The page at /activate, where the app would be: home and the resend screen beside it. */
const app = (
  <>
    <Routes>
      <Route path="/activate" element={<ActivatePage />} />
      <Route path="/needs_activation" element={<h1>Pantalla de reenvío</h1>} />
      <Route path="/" element={<h1>Inicio</h1>} />
    </Routes>
    <Where />
  </>
);

const address = () => screen.getByRole('status', { name: 'Dirección' });
const passwordInput = () => screen.getByLabelText(/^Nueva contraseña/);
const repeatInput = () => screen.getByLabelText(/^Repite la nueva contraseña/);

async function choosePassword(password: string, repeat = password) {
  await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await userEvent.type(repeatInput(), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
}

beforeEach(() => {
  useAppStore.getState().logout();
});

describe('ActivatePage', () => {
  it('greets the person by name with their address, and drops the token from the address bar', async () => {
    const { bodies } = fakeActivation({});
    await renderWithProviders(app, { route: '/activate?token=tok-123' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hola Camila, crea tu contraseña' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText(/Correo electrónico/);
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(passwordInput()).toHaveAccessibleDescription('Entre 12 y 128 caracteres: llevas 0.');
    expect(bodies).toEqual([{ path: 'check', body: { token: 'tok-123' } }]);
    expect(address()).toHaveTextContent(/^\/activate$/);
  });

  it('says that it is checking the link while it does', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    fakeActivation(
      {},
      {
        'POST /user/activation/check': () =>
          new Promise<FakeReply>((resolve) => {
            answer = resolve;
          }),
      },
    );
    await renderWithProviders(app, { route: '/activate?token=tok' });
    expect(await screen.findByText('Comprobando el enlace…')).toHaveAttribute('role', 'status');
    answer(ok({ email: EMAIL, first_name: 'Camila' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Hola Camila/ })).toBeVisible();
  });

  it('activates the account, stores the session like a sign-in and goes home', async () => {
    const { bodies, seen } = fakeActivation({});
    await renderWithProviders(app, { route: '/activate?token=tok-123' });
    await choosePassword(PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(useAppStore.getState().authToken).toBe('e30.e30.act');
    expect(useAppStore.getState().me.data?.full_name).toBe('Camila Vega');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(bodies).toContainEqual({
      path: 'activate',
      body: { token: 'tok-123', password: PASSWORD },
    });
    expect(seen).toEqual(expect.arrayContaining(['GET /user', 'GET /org/services']));
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('shows a link with no token as not valid, with the way to a new one', async () => {
    const { seen } = fakeActivation({});
    await renderWithProviders(app, { route: '/activate' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este enlace de activación está incompleto. Ábrelo de nuevo desde el correo o pide uno nuevo.',
    );
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/needs_activation',
    );
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    expect(seen).not.toContain('POST /user/activation/check');
  });

  it("shows the server's text for a used or expired link, and leads to a new one", async () => {
    fakeActivation({ check: fail(400, 'activation_link_invalid', LINK_INVALID) });
    await renderWithProviders(app, { route: '/activate?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de reenvío' })).toBeVisible();
  });

  it('leads to a new link when the link stops working before the password is sent', async () => {
    fakeActivation({ activate: fail(400, 'activation_link_invalid', LINK_INVALID) });
    await renderWithProviders(app, { route: '/activate?token=tok' });
    await choosePassword(PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/needs_activation',
    );
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('places a refused common password under its field, with no alert', async () => {
    fakeActivation({
      activate: {
        status: 400,
        body: {
          success: false,
          error: COMMON,
          code: 'invalid_input',
          details: { fields: { password: COMMON } },
        },
      },
    });
    await renderWithProviders(app, { route: '/activate?token=tok' });
    await choosePassword('123qweasdzxc');
    await screen.findByText(COMMON);
    expect(passwordInput()).toHaveAccessibleDescription(COMMON);
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('checks the length and that both passwords match before sending', async () => {
    const { bodies } = fakeActivation({});
    await renderWithProviders(app, { route: '/activate?token=tok' });
    await choosePassword('corta', 'corta');
    expect(
      await screen.findByText('La contraseña debe tener entre 12 y 128 caracteres.'),
    ).toBeInTheDocument();
    await userEvent.clear(passwordInput());
    await userEvent.clear(repeatInput());
    await choosePassword(PASSWORD, `${PASSWORD}!`);
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(repeatInput()).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(bodies.filter((entry) => entry.path === 'activate')).toEqual([]);
  });

  it('offers to try again when the link could not be checked', async () => {
    let calls = 0;
    fakeActivation(
      {},
      {
        'POST /user/activation/check': () =>
          ++calls === 1 ? 'network' : ok({ email: EMAIL, first_name: 'Camila' }),
      },
    );
    await renderWithProviders(app, { route: '/activate?token=tok' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de conexión. Verifica tu conexión a internet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Hola Camila/ })).toBeVisible();
  });

  it('greets in English for English readers', async () => {
    fakeActivation({});
    await renderWithProviders(app, { route: '/activate?token=tok', lng: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Camila, create your password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate my account' })).toBeInTheDocument();
  });
});
