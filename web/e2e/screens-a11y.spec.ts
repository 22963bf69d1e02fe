// Every screen a person uses, at a phone and a desktop width (one load, resized): axe finds no
// serious or critical violation (label-content-name-mismatch included) and the page never
// scrolls sideways. With SCREENSHOTS_DIR set (for example ../docs/screenshots), the catalog, a
// product, the profile's three pages and /charts are also saved there, at 900 px too.
import { join, resolve } from 'node:path';

import type { Page } from '@playwright/test';

import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ? resolve(process.env.SCREENSHOTS_DIR) : null;
/** The screens saved as screenshots, by the file name they are saved under. */
const SAVED: Record<string, string> = {
  '/catalog': 'catalog',
  '/catalog/1': 'product',
  '/profile': 'profile',
  '/profile/wallet': 'profile-wallet',
  '/profile/settings': 'profile-settings',
};

const SCREENS = [
  ['/', '¡Hola, Ana Torres!'],
  ['/catalog', 'Catálogo de premios'],
  ['/catalog/1', 'Taza Aplauso'],
  ['/cart', 'Tu carrito'],
  ['/orders', 'Mis pedidos'],
  ['/cupons', 'Mis cupones'],
  ['/podium', 'Podio'],
  ['/communications', 'Comunicados'],
  ['/files', 'Documentos'],
  ['/benefits_page', 'Beneficios'],
  ['/requests', 'Solicitudes'],
  ['/pages/nuestra-cultura', 'Nuestra cultura'],
  ['/pages/bienestar', 'Programa de bienestar'],
  ['/telemedicine', 'Telemedicina'],
  ['/coverages', 'Coberturas'],
  ['/invoices', 'Facturas'],
  ['/health_safety', 'Seguridad y salud'],
  ['/surveys', 'Encuestas'],
  ['/notifications', 'Notificaciones'],
  ['/profile', 'Mi perfil'],
  ['/profile/wallet', 'Mi perfil'],
  ['/profile/settings', 'Mi perfil'],
  ['/clip_guide', 'Guía'],
] as const;

/** The widths every screen is checked at, the first one opening it. */
const WIDTHS = SCREENSHOTS ? [375, 900, 1440] : [375, 1440];

/**
 * Checks the open screen at each width in turn: the page lays itself out again on a resize (as a
 * turned tablet does), so one sign-in and one load serve every width (48 loads fewer a run).
 * At each: no spinner left, no sideways scroll, no serious axe violation; with SCREENSHOTS_DIR,
 * a screenshot named `shot`-width.
 */
async function checkEveryWidth(page: Page, name: string, shot?: string): Promise<void> {
  for (const width of WIDTHS) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: 900 });
      // Media-query listeners re-render on the next frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} scrolls sideways at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
    if (SCREENSHOTS && shot) {
      await page.screenshot({
        path: join(SCREENSHOTS, `${shot}-${width}.png`),
        fullPage: width !== 375,
      });
    }
  }
}

test.describe(`at ${WIDTHS.join(', ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0] ?? 375, height: 900 } });

  // A screen a test, so each stays well within its time however many screens there are.
  for (const [path, heading] of SCREENS) {
    test(`${path} passes axe and fits the screen`, async ({ page }) => {
      await enterAs(page, 'ana.torres@demo.local', path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await checkEveryWidth(page, path, SAVED[path]);
    });
  }

  test('/charts (admins) passes axe and fits the screen', async ({ page }) => {
    await enterAs(page, 'admin@demo.local', '/charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Reconocimientos enviados' })).toBeVisible();
    await checkEveryWidth(page, '/charts', 'charts');
  });

  test('/charts/custom (leaders and admins) passes axe and fits the screen', async ({ page }) => {
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, 'admin@demo.local', '/charts/custom');
    await expect(page.getByRole('heading', { level: 1, name: 'Análisis a medida' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo análisis' })).toBeEnabled();
    await checkEveryWidth(page, '/charts/custom');
  });

  test('a public profile passes axe', async ({ page }) => {
    // Reached from the own profile's link.
    await enterAs(page, 'ana.torres@demo.local', '/profile');
    await page.getByRole('link', { name: 'ver mi perfil público' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Torres' })).toBeVisible();
    await checkEveryWidth(page, 'a public profile');
  });

  test('the login screen passes axe', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await checkEveryWidth(page, '/login');
  });
});
