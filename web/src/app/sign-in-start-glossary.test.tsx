// A visitor's cold start on the sign-in screen reads only the glossary's start part
// (i18n/locales/start-sections.json): everything that screen can show must be in it, or the
// visitor would read raw keys. The whole route table, only those sections, every key asked for
// and not found recorded.
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import startSections from '@/i18n/locales/start-sections.json';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { createTestI18n } from '@/testing/test-i18n';
import { createAppTheme } from '@/theme/create-app-theme';

import { routes } from './router';

const branding = ok({
  org_name: 'Demo',
  languages: ['es', 'en'],
  banner: { main: '#3a71b5', secondary: null },
});

async function signInScreen(lng: 'es' | 'en', methods: object, replies: Record<string, FakeReply>) {
  installFakeApi({
    'GET /org/auth_flow': ok({ org_name: 'Demo', methods }),
    'GET /org/branding': branding,
    ...replies,
  });
  const missing: string[] = [];
  const i18n = await createTestI18n(lng, {
    sections: startSections,
    onMissing: (key) => missing.push(key),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme({ font: 'Lato' })}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { missing, i18n };
}

beforeEach(() => {
  useAppStore.getState().logout();
  useAppStore.getState().setAppLoading(false);
});

describe('the sign-in screen on the glossary start part', () => {
  it('has every text of the password form, its checks and its errors', async () => {
    const { missing, i18n } = await signInScreen(
      'es',
      { password: true, otp: true, teams: true },
      { 'POST /login': fail(429, 'rate_limited') },
    );
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Microsoft Teams/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Correo electrónico/));
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ana.torres@demo.local');
    await userEvent.type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: /Mostrar contraseña/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(missing).toEqual([]);
    // The check itself sees a key outside the start part.
    i18n.t('nav.home');
    expect(missing).toEqual(['nav.home']);
  });

  it('has every text of the code by e-mail and of a failed check, in English too', async () => {
    const { missing } = await signInScreen(
      'en',
      { password: true, otp: true, teams: false },
      {
        'POST /otp/login': ok({ message: 'Sent' }),
        'POST /otp/verify_code': fail(401, 'invalid_code'),
      },
    );
    await userEvent.click(await screen.findByRole('tab', { name: /code/i }));
    await userEvent.type(await screen.findByLabelText(/Email/), 'ana.torres@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/6-digit code/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Enter the code/)).toBeInTheDocument();
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(missing).toEqual([]);
  });

  it('has the texts for an organisation without a method built here and for a failed read', async () => {
    const none = await signInScreen('es', { password: false, otp: false, teams: false }, {});
    expect(await screen.findByText(/Contacta a tu administrador/)).toBeInTheDocument();
    expect(none.missing).toEqual([]);
    cleanup();
    const failed = await signInScreen('es', {}, { 'GET /org/auth_flow': 'network' });
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(failed.missing).toEqual([]);
  });
});
