import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { LoginMethods } from './login-methods';

// The session loaders switch the app's i18next instance; the test renders with its own.
const changeLanguage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/i18n/i18n', () => ({ i18n: { changeLanguage } }));

const flow = (password: boolean, otp = false, teams = false) =>
  ok({ org_name: 'Demo', methods: { password, otp, teams } });
const user = {
  id: 3,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  email: 'ana.torres@demo.local',
  language: 'spanish',
};

beforeEach(() => {
  useAppStore.getState().logout();
});

describe('LoginMethods', () => {
  it('shows a labelled email and password form when password sign-in is allowed', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(true) });
    await renderWithProviders(<LoginMethods />);
    expect(await screen.findByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('shows no form when the organisation allows no method built here', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(false) });
    await renderWithProviders(<LoginMethods />);
    expect(await screen.findByText(/no tiene un método de acceso/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument();
  });

  it('offers only the code by e-mail when it is the only method', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(false, true) });
    await renderWithProviders(<LoginMethods />);
    expect(await screen.findByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: '¿Olvidaste tu contraseña?' }),
    ).not.toBeInTheDocument();
  });

  it('offers both methods as tabs, the password first with its recovery link', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(true, true) });
    await renderWithProviders(<LoginMethods />);
    const passwordTab = await screen.findByRole('tab', { name: 'Contraseña' });
    expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('tablist', { name: 'Cómo quieres iniciar sesión' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Contraseña');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Código por correo' }));
    expect(screen.getByRole('tab', { name: 'Código por correo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Código por correo');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: '¿Olvidaste tu contraseña?' }),
    ).not.toBeInTheDocument();
  });

  it('offers the password alone when the flow cannot be read', async () => {
    installFakeApi({ 'GET /org/auth_flow': fail(500, 'internal') });
    await renderWithProviders(<LoginMethods />);
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const seen = installFakeApi({ 'GET /org/auth_flow': flow(true) });
    await renderWithProviders(<LoginMethods />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(seen).not.toContain('POST /login');
  });

  it("shows the server's sign-in error in Spanish", async () => {
    installFakeApi({
      'GET /org/auth_flow': flow(true),
      'POST /login': fail(401, 'invalid_credentials', 'Correo o contraseña incorrectos.'),
    });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(
      await screen.findByLabelText(/Correo electrónico/),
      'ana.torres@demo.local',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('signs in, stores the token and loads the user', async () => {
    const seen = installFakeApi({
      'GET /org/auth_flow': flow(true),
      'POST /login': ok({ token: 'e30.e30.sig', expires_at: 1, user }),
      'GET /org/services': ok({ auth: true }),
      'GET /user': ok(user),
      'GET /user/notification_count': ok({ notification_count: 0, pending_surveys: 0 }),
      'GET /org/branding': ok({
        org_name: 'Demo',
        languages: ['es', 'en'],
        banner: { main: '#3a71b5', secondary: null },
      }),
      'GET /org/settings': ok({ branding: { banner: { main: '#3a71b5', secondary: null } } }),
      'GET /product_category': ok([]),
    });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(
      await screen.findByLabelText(/Correo electrónico/),
      ' ana.torres@demo.local ',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(useAppStore.getState().me.data?.full_name).toBe('Ana Torres'));
    expect(useAppStore.getState().authToken).toBe('e30.e30.sig');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(seen).toEqual(expect.arrayContaining(['POST /login', 'GET /user', 'GET /org/services']));
  });

  it('offers Microsoft Teams under the other methods when the organisation allows it', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(true, false, true) });
    await renderWithProviders(<LoginMethods />);
    const teams = await screen.findByRole('button', { name: 'Entrar con Microsoft Teams' });
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toHaveTextContent('o');
    expect(teams).toBeEnabled();
  });

  it('offers Microsoft Teams alone when it is the only method', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(false, false, true) });
    await renderWithProviders(<LoginMethods />);
    expect(
      await screen.findByRole('button', { name: 'Entrar con Microsoft Teams' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/no tiene un método de acceso/)).not.toBeInTheDocument();
  });

  it('shows no Teams button when the organisation does not allow it', async () => {
    installFakeApi({ 'GET /org/auth_flow': flow(true, true) });
    await renderWithProviders(<LoginMethods />);
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(
      screen.queryByRole('button', { name: 'Entrar con Microsoft Teams' }),
    ).not.toBeInTheDocument();
  });
});

/** Where the router is, with what state. */
function Destination() {
  const location = useLocation();
  return (
    <output aria-label="Destino">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>
  );
}

const signInRoutes = (
  <Routes>
    <Route path="/login" element={<LoginMethods />} />
    <Route path="*" element={<Destination />} />
  </Routes>
);

async function signInWithPassword(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginMethods: a sign-in with a step to take first', () => {
  it('goes to /needs_activation with the address when the account is not activated', async () => {
    installFakeApi({
      'GET /org/auth_flow': flow(true),
      'POST /login': fail(
        403,
        'account_not_activated',
        'Tu cuenta aún no está activada. Revisa tu correo para activarla.',
      ),
    });
    await renderWithProviders(signInRoutes, { route: '/login' });
    await signInWithPassword(' camila.vega@demo.local ', 'cualquier-clave');
    expect(await screen.findByRole('status', { name: 'Destino' })).toHaveTextContent(
      '/needs_activation {"email":"camila.vega@demo.local"}',
    );
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('goes to /reset_password with the challenge in the state, not the URL, after a temporary password', async () => {
    installFakeApi({
      'GET /org/auth_flow': flow(true),
      'POST /login': {
        status: 403,
        body: {
          success: false,
          code: 'password_change_required',
          error:
            'Tu administrador te asignó una contraseña temporal. Elige una nueva para continuar.',
          details: { challenge: 'ch.a.b' },
        },
      },
    });
    await renderWithProviders(signInRoutes, { route: '/login' });
    await signInWithPassword('pablo.nunez@demo.local', 'Temporal-2026-abc');
    expect(await screen.findByRole('status', { name: 'Destino' })).toHaveTextContent(
      '/reset_password {"challenge":"ch.a.b","email":"pablo.nunez@demo.local"}',
    );
    expect(useAppStore.getState().authToken).toBeNull();
  });
});
