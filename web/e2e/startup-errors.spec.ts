// Start-up and error behaviour a person notices (spec §4, §8, §9): tolerated failures never hold
// the loader, a 500 is not retried, a chunk replaced by a deploy reloads the page once, and the
// login form shows one message at a time.
import { readFileSync } from 'node:fs';

import type { Route } from '@playwright/test';

import { expect, signIn, test, waitForApp } from './support';

/** The built chunk of a source file: chunks are named by their hash alone (vite.config.ts), so
 *  the build's manifest says which one a screen is. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return entry.file;
}

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, error: { code: 'internal', message: 'boom' } }),
  });

test('a failing branding call leaves the login usable at once, without retries', async ({
  page,
}) => {
  let calls = 0;
  await page.route('**/api/org/branding', (route) => {
    calls += 1;
    return serverError(route);
  });
  await page.goto('/login');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('ana.torres@demo.local');
  // At most the HTML's preload, the start-up read and the theme's own query; a 500 is never
  // retried (§8: not recoverable), so nothing more comes while the person types.
  const usable = calls;
  expect(usable).toBeLessThanOrEqual(3);
  await page.waitForTimeout(2_500);
  expect(calls).toBe(usable);
});

test('a 500 on the feed is shown after one request, not retried', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/post?*', (route) => {
    calls += 1;
    return serverError(route);
  });
  await signIn(page, 'ana.torres@demo.local');
  await expect(page.getByText('Error interno del servidor. Intenta más tarde.')).toBeVisible();
  expect(calls).toBe(1);
});

test('a chunk that fails to load reloads the page once, then says a new version is out', async ({
  page,
}) => {
  await signIn(page, 'ana.torres@demo.local');
  await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  const podium = `**/${chunkOf('src/features/podium/pages/podium-page.tsx')}`;
  await page.route(podium, (route) => route.abort());
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads += 1;
  });
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Podio' })
    .click();
  await expect(
    page.getByText('Hay una versión nueva de la aplicación. Recarga la página para continuar.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  expect(reloads).toBe(1);
  await expect(page).toHaveURL(/\/podium$/);

  // Once the chunk is there again, "Reintentar" brings the screen.
  await page.unroute(podium);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Podio', level: 1 })).toBeVisible();
});

test('the login form shows one message at a time', async ({ page }) => {
  await signIn(page, 'ana.torres@demo.local', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await page.getByLabel('Correo electrónico').fill('');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Ingresa tu correo electrónico.')).toBeVisible();
  await expect(page.getByText('Correo o contraseña incorrectos.')).toHaveCount(0);
});
