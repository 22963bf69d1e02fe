import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { makePost } from '@/features/feed/testing/post-fixture';
import { analytics } from '@/lib/analytics/instance';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { createTestI18n } from '@/testing/test-i18n';
import { createAppTheme } from '@/theme/create-app-theme';

import { routerOptions, routes } from './router';

const user = {
  id: 1,
  full_name: 'Adriana Gómez',
  first_name: 'Adriana',
  last_name: 'Gómez',
  email: 'admin@demo.local',
  language: 'spanish',
} as User;

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
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

const hostRoutes: FakeRoutes = {
  'GET /org/auth_flow': ok({
    org_name: 'Demo',
    methods: { password: true, otp: false, teams: false },
  }),
  'GET /org/branding': ok({
    org_name: 'Demo',
    languages: ['es', 'en'],
    banner: { main: '#3a71b5', secondary: null },
  }),
};

beforeEach(() => {
  useAppStore.getState().logout();
  useAppStore.getState().setAppLoading(false);
  useAppStore.getState().setServices(null);
  installFakeApi(hostRoutes);
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
    for (const path of ['/custom_analytics', '/no/such/page']) {
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

  it('shows the guide at /clip_guide, whatever modules are on', async () => {
    signIn();
    await renderAt('/clip_guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guía' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Primeros pasos' })).toBeInTheDocument();
  });

  it('shows one post at /post/:id while recognitions are on, and says the module is off while off', async () => {
    signIn();
    installFakeApi({ ...hostRoutes, 'GET /post/12': ok(makePost({ id: 12 })) });
    useAppStore.getState().setServices({ recognitions: true });
    const router = await renderAt('/post/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicación' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent('Ana Torres reconoció a');
    router.dispose();
    document.body.innerHTML = '';

    useAppStore.getState().setServices({ recognitions: false });
    const off = await renderAt('/post/12');
    expect(
      await screen.findByRole('heading', { name: 'Tu organización desactivó este módulo' }),
    ).toBeInTheDocument();
    off.dispose();
    document.body.innerHTML = '';

    // A module with its own sentence says it.
    useAppStore.getState().setServices({ catalog: false });
    await renderAt('/catalog');
    expect(
      await screen.findByRole('heading', { name: 'Tu organización desactivó el catálogo' }),
    ).toBeInTheDocument();
  });

  it('gives the own profile its notification settings, and the top bar its bell, while notifications are on', async () => {
    signIn();
    installFakeApi({
      ...hostRoutes,
      'GET /user/notification_settings': ok([
        { kind: 'post_liked', in_app: true, email: false, whatsapp: false },
      ]),
      'GET /user/notification_settings_wpp': ok({ phone: null, active: false, available: false }),
    });
    useAppStore.getState().setServices({ profile: true, notifications: true });
    useAppStore.getState().setNotificationCounts({ notificationsCount: 2, pendingSurveyCount: 0 });
    const router = await renderAt('/profile/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', {
        name: 'Me gusta en tus publicaciones: en la aplicación',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Notificaciones, 2 sin leer', hidden: true }),
    ).toHaveAttribute('href', '/notifications');
    router.dispose();
    document.body.innerHTML = '';

    useAppStore.getState().setServices({ profile: true, notifications: false });
    await renderAt('/profile/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Notificaciones/, hidden: true })).toEqual([]);
  });

  it("mounts the console's sections with the console, at a section's address or from the overview", async () => {
    signIn();
    useAppStore.getState().setMe({ ...user, user_type: 'admin' });
    const services = { auth: true, recognitions: true, badges: true, catalog: false };
    installFakeApi({ ...hostRoutes, 'GET /org/services': ok(services) });
    useAppStore.getState().setServices(services);
    const modules = { name: 'Módulos de la organización' };

    const direct = await renderAt('/admin/settings/modules');
    expect(await screen.findByRole('list', modules)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    direct.dispose();
    document.body.innerHTML = '';

    const router = await renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Resumen del mes' }),
    ).toBeInTheDocument();
    await router.navigate('/admin/settings/modules');
    expect(await screen.findByRole('list', modules)).toBeInTheDocument();
    await router.navigate('/admin/no/such/section');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
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

  it('lets a visitor without a session activate an account, replace a temporary password or connect Teams', async () => {
    for (const [path, heading] of [
      ['/activate', 'Activa tu cuenta'],
      ['/needs_activation', 'Activa tu cuenta'],
      ['/reset_password', 'Elige una nueva contraseña'],
      ['/teams/link', 'Conecta Microsoft Teams'],
    ] as const) {
      const router = await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('lets a visitor without a session check a certificate, with or without its code', async () => {
    installFakeApi({
      ...hostRoutes,
      'GET /certificates/verify/AB12-CD34': {
        status: 404,
        body: { success: false, code: 'certificate_not_found', error: 'Not found' },
      },
    });
    for (const path of ['/verify', '/verify/AB12-CD34']) {
      const router = await renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Verificar un certificado' }),
      ).toBeInTheDocument();
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
