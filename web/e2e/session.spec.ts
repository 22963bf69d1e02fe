import {
  expect,
  expectNoSeriousA11yViolations,
  recordedPageViews,
  signIn,
  test,
  waitForApp,
} from './support';

test.describe('session', () => {
  test('a first visit goes to /login and records the page views', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect.poll(() => recordedPageViews(page)).toEqual(['/', '/login']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password shows a Spanish error', async ({ page }) => {
    await signIn(page, 'ana.torres@demo.local', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in lands on home, greeting the user by name', async ({ page }) => {
    await signIn(page, 'ana.torres@demo.local');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link')).toHaveText([
      'Inicio',
      'Catálogo',
      'Beneficios',
      'Solicitudes',
      'Telemedicina',
      'Coberturas',
      'Facturas',
      'Seguridad y salud',
      'Podio',
      'Valores',
      'Nuestra cultura',
      'Comunicados',
      'Documentos',
      'Mi centro de trabajo',
      'Encuestas',
      'Notificaciones',
      'Objetivos',
      'Programas',
      'Retos',
      'Tareas',
      'Evaluaciones',
      'Eventos',
      'Mi ánimo',
      'Sugerencias',
      'Canal de denuncias',
      'Mi perfil',
      'Soporte',
      'Guía',
    ]);
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'ana.torres@demo.local');
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  });

  test('an unknown path, or an admins-only one (/charts) for a member, shows not-found inside the frame', async ({
    page,
  }) => {
    await signIn(page, 'ana.torres@demo.local');
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
    for (const path of ['/charts', '/no-such-page']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  });

  test('logout returns to /login', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByRole('heading', { name: '¡Hola, Adriana Gómez!' })).toBeVisible();
    await page.getByRole('button', { name: /Adriana Gómez/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a stored token the server rejects sends the user to /login', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    const payload = Buffer.from(
      JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    await page.evaluate(
      (token) => window.localStorage.setItem('auth_token', token),
      `e30.${payload}.forged`,
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  });
});
