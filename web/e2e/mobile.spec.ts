import { expect, expectNoSeriousA11yViolations, signIn, test, waitForApp } from './support';

test.use({ viewport: { width: 375, height: 740 } });

test('login works at 375 px', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test('below 900 px the navigation sits in a drawer behind the menu button', async ({ page }) => {
  await signIn(page, 'ana.torres@demo.local');
  await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el menú de navegación' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Inicio' }).click();
  await expect(nav).toBeHidden();
  await waitForApp(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 900 px', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('the navigation is permanent and the menu button is gone', async ({ page }) => {
    await signIn(page, 'ana.torres@demo.local');
    await expect(page.getByRole('heading', { name: '¡Hola, Ana Torres!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeHidden();
  });
});
