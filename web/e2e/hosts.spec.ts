import { expect, expectNoSeriousA11yViolations, hostUrl, test, waitForApp } from './support';

test('a clip host renders Inter', async ({ page }) => {
  await page.goto(hostUrl('clip.localhost', '/login'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toMatch(/^"?Inter"?/);
});

test('the default host renders Lato', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toMatch(/^"?Lato"?/);
});

test('a docs host shows the public API documentation', async ({ page }) => {
  await page.goto(hostUrl('docs.localhost'));
  const nav = page.getByRole('navigation', { name: 'Secciones de la documentación' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('heading')).toHaveText(['Acerca de', 'Guía práctica']);
  await expect(nav.getByRole('link')).toHaveText([
    'Información general',
    'Autenticación',
    'Servicios de la API pública',
    'Referencia de la API',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Información general' })).toBeVisible();
  await expect(
    page.getByText(`http://docs.localhost:${new URL(page.url()).port}/api`),
  ).toBeVisible();
  await expect(page).toHaveURL(/docs\.localhost:\d+\/$/);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Servicios de la API pública' }).click();
  await expect(
    page.getByRole('heading', { name: 'Enviar un reconocimiento', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enviar una insignia' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public API Services' })).toBeVisible();
  const englishNav = page.getByRole('navigation', { name: 'Documentation sections' });
  await expect(englishNav.getByRole('heading')).toHaveText(['About', 'How To Guide']);
  await englishNav.getByRole('link', { name: 'Authenticate' }).click();
  await expect(
    page.getByText('Admins create and revoke keys under Settings / Admin Panel / Public API.'),
  ).toBeVisible();
});
