import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { createTestI18n } from '@/testing/test-i18n';
import { createAppTheme } from '@/theme/create-app-theme';

import { routes } from './router';

const user = {
  id: 1,
  full_name: 'Adriana Gómez',
  first_name: 'Adriana',
  last_name: 'Gómez',
  email: 'admin@demo.local',
  language: 'spanish',
} as User;

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = await createTestI18n('es');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme({ font: 'Lato' })}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const token = `e30.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).replace(/=+$/, '')}.sig`;

function signIn() {
  const state = useAppStore.getState();
  state.setAuthToken(token);
  state.setMe(user);
  state.setAppLoading(false);
}

beforeEach(() => {
  useAppStore.getState().logout();
  useAppStore.getState().setAppLoading(false);
  installFakeApi({
    'GET /org/auth_flow': ok({
      org_name: 'Demo',
      methods: { password: true, otp: false, teams: false },
    }),
    'GET /org/branding': ok({
      org_name: 'Demo',
      languages: ['es', 'en'],
      banner: { main: '#3a71b5', secondary: null },
    }),
  });
});

describe('routes', () => {
  it('sends a visitor without a token to /login and records both page views', async () => {
    const router = await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The page view of /login is recorded by an effect after the screen shows.
    await waitFor(() =>
      expect(analytics.pageViews.map((view) => view.path).slice(-2)).toEqual(['/', '/login']),
    );
  });

  it('shows the home page in the frame to a signed-in user', async () => {
    signIn();
    await renderAt('/');
    expect(
      await screen.findByRole('heading', { name: '¡Hola, Adriana Gómez!' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('navigation', { name: 'Navegación principal', hidden: true })[0],
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Inicio', hidden: true })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows not-found inside the frame for routes whose screen is not built yet', async () => {
    signIn();
    for (const path of ['/catalog', '/no/such/page']) {
      const router = await renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Página no encontrada' }),
      ).toBeInTheDocument();
      expect(
        screen.getAllByRole('navigation', { name: 'Navegación principal', hidden: true }).length,
      ).toBeGreaterThan(0);
      expect(router.state.location.pathname).toBe(path);
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('moves a signed-in user away from /login', async () => {
    signIn();
    const router = await renderAt('/login');
    expect(
      await screen.findByRole('heading', { name: '¡Hola, Adriana Gómez!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a visitor without a session recover a password', async () => {
    for (const path of ['/recover/password', '/recover/password?token=AbC-_123']) {
      const router = await renderAt(path);
      expect(
        await screen.findByRole('heading', {
          name: path.includes('token') ? 'Crea una nueva contraseña' : 'Recupera tu contraseña',
        }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/recover/password');
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('lets a visitor without a session activate an account or replace a temporary password', async () => {
    for (const [path, heading] of [
      ['/activate', 'Activa tu cuenta'],
      ['/needs_activation', 'Activa tu cuenta'],
      ['/reset_password', 'Elige una nueva contraseña'],
    ] as const) {
      const router = await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('logout clears the session and lands on /login', async () => {
    signIn();
    const router = await renderAt('/logout');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().authToken).toBeNull();
    expect(useAppStore.getState().me.data).toBeNull();
  });
});
