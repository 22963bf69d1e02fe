import { ANA_EMAIL, openAdmin } from './admin-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

test('someone who is not an admin has no admin entry and cannot open /admin', async ({ page }) => {
  await useSourceGlossaryIfAsked(page);
  await signIn(page, ANA_EMAIL);
  await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);

  await page.goto('/admin/settings/public-api');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones de administración' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Crear clave de API' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the admin console opens on its overview and every section loads', async ({ page }) => {
  await openAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen del mes' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
  await expect(nav.getByRole('link', { name: 'Resumen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sections: [string, string][] = [
    ['Valores corporativos', 'Valores corporativos'],
    ['Reconocimientos', 'Reconocimientos'],
    ['Podio y niveles', 'Podio y niveles'],
  ];
  for (const [link, heading] of sections) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  // axe on every section, and the narrower layouts: admin-layouts.spec.ts (the overview's:
  // admin-overview.spec.ts).
});
