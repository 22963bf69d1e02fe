import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { LoginMethods } from './login-methods';

// The session loaders switch the app's i18next instance; the test renders with its own.
const changeLanguage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/i18n/i18n', () => ({ i18n: { changeLanguage } }));

const SENT =
  'Si el correo pertenece a una cuenta activa, te enviamos un código de 6 dígitos. Vence en 10 minutos.';
const EMAIL = 'sofia.ramirez@demo.local';
const user = {
  id: 5,
  full_name: 'Sofía Ramírez',
  first_name: 'Sofía',
  last_name: 'Ramírez',
  email: EMAIL,
  language: 'spanish',
};
const session: FakeRoutes = {
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
};

type Bodies = { path: string; body: unknown }[];

/** A fake API whose auth flow allows codes only; records the JSON bodies of the code calls. */
function codeApi(routes: FakeRoutes, bodies: Bodies = []) {
  const record =
    (path: string, reply: FakeRoutes[string]): FakeRoutes[string] =>
    (request) => {
      bodies.push({ path, body: JSON.parse(request.body as string) });
      return typeof reply === 'function' ? reply(request) : reply;
    };
  const wrapped: FakeRoutes = {};
  for (const [key, reply] of Object.entries(routes)) {
    wrapped[key] = key.startsWith('POST /otp/') ? record(key, reply) : reply;
  }
  return installFakeApi({
    'GET /org/auth_flow': ok({
      org_name: 'Demo',
      methods: { password: false, otp: true, teams: false },
    }),
    'POST /otp/login': record('POST /otp/login', ok({ message: SENT })),
    ...wrapped,
  });
}

async function requestCode(email = EMAIL) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  return screen.findByLabelText(/Código de 6 dígitos/);
}

beforeEach(() => {
  useAppStore.getState().logout();
});

describe('CodeLoginForm', () => {
  it('sends the address, then the address and the code, and signs in as a password does', async () => {
    const bodies: Bodies = [];
    const seen = codeApi(
      {
        ...session,
        'POST /otp/verify_code': ok({ token: 'e30.e30.otp', expires_at: 1, user }),
      },
      bodies,
    );
    await renderWithProviders(<LoginMethods />);
    const code = await requestCode(` ${EMAIL} `);
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();

    await userEvent.type(code, '012345');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(useAppStore.getState().me.data?.full_name).toBe('Sofía Ramírez'));
    expect(useAppStore.getState().authToken).toBe('e30.e30.otp');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(bodies).toEqual([
      { path: 'POST /otp/login', body: { email: EMAIL } },
      { path: 'POST /otp/verify_code', body: { email: EMAIL, code: '012345' } },
    ]);
    expect(seen).toEqual(expect.arrayContaining(['GET /user', 'GET /org/services']));
    expect(seen).not.toContain('POST /login');
  });

  it("shows the server's text when the code is refused", async () => {
    codeApi({
      'POST /otp/verify_code': fail(400, 'otp_invalid', 'El código no es correcto o ya venció.'),
    });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(await requestCode(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El código no es correcto o ya venció.',
    );
    // One message at a time: the error replaces the "we sent you a code" notice.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it("shows an unknown refusal's own text", async () => {
    codeApi({ 'POST /otp/verify_code': fail(403, 'something_new', 'Texto del servidor.') });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(await requestCode(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Texto del servidor.');
  });

  it("says 'Error de verificación' when the server gives no text", async () => {
    codeApi({ 'POST /otp/verify_code': { status: 500, body: { success: false } } });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(await requestCode(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error de verificación$/);
  });

  it('says "Verification error" in English', async () => {
    codeApi({ 'POST /otp/verify_code': { status: 400, body: { success: false } } });
    await renderWithProviders(<LoginMethods />, { lng: 'en' });
    await userEvent.type(await screen.findByLabelText(/Email/), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText(/6-digit code/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verification error$/);
  });

  it('takes only digits and wants six of them before sending', async () => {
    const seen = codeApi({});
    await renderWithProviders(<LoginMethods />);
    const code = await requestCode();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Ingresa el código que te enviamos.')).toBeInTheDocument();
    await userEvent.type(code, '12a-3 4');
    expect(code).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El código tiene exactamente 6 dígitos.')).toBeInTheDocument();
    await userEvent.type(code, '567890');
    expect(code).toHaveValue('123456');
    expect(seen).not.toContain('POST /otp/verify_code');
  });

  it('checks the address before asking for a code', async () => {
    const seen = codeApi({});
    await renderWithProviders(<LoginMethods />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(seen).not.toContain('POST /otp/login');
  });

  it('shows why a code cannot be sent', async () => {
    codeApi({
      'POST /otp/login': fail(
        403,
        'method_disabled',
        'Tu organización no permite iniciar sesión con un código por correo.',
      ),
    });
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(await screen.findByLabelText(/Correo electrónico/), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este método de inicio de sesión no está activo en tu organización.',
    );
    expect(screen.queryByLabelText(/Código de 6 dígitos/)).not.toBeInTheDocument();
  });

  it('asks again for the same address, and goes back to change it', async () => {
    const bodies: Bodies = [];
    codeApi(
      {
        'POST /otp/verify_code': fail(
          400,
          'otp_exhausted',
          'Demasiados intentos. Pide un código nuevo.',
        ),
      },
      bodies,
    );
    await renderWithProviders(<LoginMethods />);
    await userEvent.type(await requestCode(), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Pide un código nuevo.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pedir otro código' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Código de 6 dígitos/)).toHaveValue('');
    expect(bodies.filter((entry) => entry.path === 'POST /otp/login')).toEqual([
      { path: 'POST /otp/login', body: { email: EMAIL } },
      { path: 'POST /otp/login', body: { email: EMAIL } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    const email = await screen.findByLabelText(/Correo electrónico/);
    expect(email).toHaveValue(EMAIL);
    expect(screen.queryByLabelText(/Código de 6 dígitos/)).not.toBeInTheDocument();
  });

  it('shows a failed new request in place of the notice', async () => {
    let calls = 0;
    codeApi({
      'POST /otp/login': () =>
        ++calls === 1
          ? ok({ message: SENT })
          : fail(429, 'rate_limited', 'Demasiadas solicitudes. Espera un momento.'),
    });
    await renderWithProviders(<LoginMethods />);
    await requestCode();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir otro código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Espera un momento.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes to /needs_activation with the address when the account is not activated', async () => {
    codeApi({
      'POST /otp/verify_code': fail(
        403,
        'account_not_activated',
        'Tu cuenta aún no está activada. Revisa tu correo para activarla.',
      ),
    });
    function Destination() {
      const location = useLocation();
      return (
        <output aria-label="Destino">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>
      );
    }
    await renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginMethods />} />
        <Route path="*" element={<Destination />} />
      </Routes>,
      { route: '/login' },
    );
    await userEvent.type(await requestCode(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('status', { name: 'Destino' })).toHaveTextContent(
      `/needs_activation {"email":"${EMAIL}"}`,
    );
  });
});
