// Every screen a person uses, at a phone and a desktop width: axe finds no serious or critical
// violation (label-content-name-mismatch included) and the page never scrolls sideways. With
// SCREENSHOTS_DIR set (for example ../docs/screenshots), the catalog, a product and the profile's
// three pages are also saved there, at 900 px too.
import { join, resolve } from 'node:path';

import { enterAs, expect, expectNoSeriousA11yViolations, test, waitForApp } from './support';

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

for (const width of SCREENSHOTS ? [375, 900, 1440] : [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // A screen a test, so each stays well within its time however many screens there are.
    for (const [path, heading] of SCREENS) {
      test(`${path} passes axe and fits the screen`, async ({ page }) => {
        await enterAs(page, 'ana.torres@demo.local', path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(width);
        await expectNoSeriousA11yViolations(page);
        const saved = SAVED[path];
        if (SCREENSHOTS && saved) {
          await page.screenshot({
            path: join(SCREENSHOTS, `${saved}-${width}.png`),
            fullPage: width !== 375,
          });
        }
      });
    }

    test('/charts (admins) passes axe and fits the screen', async ({ page }) => {
      await enterAs(page, 'admin@demo.local', '/charts');
      await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Reconocimientos enviados' })).toBeVisible();
      await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, '/charts scrolls sideways').toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page);
      if (SCREENSHOTS) {
        await page.screenshot({
          path: join(SCREENSHOTS, `charts-${width}.png`),
          fullPage: width !== 375,
        });
      }
    });

    test('a public profile passes axe', async ({ page }) => {
      // Reached from the own profile's link.
      await enterAs(page, 'ana.torres@demo.local', '/profile');
      await page.getByRole('link', { name: 'ver mi perfil público' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Torres' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('the login screen passes axe', async ({ page }) => {
      await page.goto('/login');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
