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

test('the home does not move as its parts arrive, even when the celebrations answer last', async ({
  page,
}) => {
  await signIn(page, 'ana.torres@demo.local');
  // Layout shifts not caused by input, summed from the start of the next load (the CLS metric).
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\/api\/users\/(birth|admission)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Celebraciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  expect(shift).toBeLessThan(0.05);
});
