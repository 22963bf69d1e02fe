import {
  expect,
  expectNoSeriousA11yViolations,
  hostUrl,
  test,
  useSourceGlossaryIfAsked,
} from './support';

test.beforeEach(async ({ page }) => {
  await useSourceGlossaryIfAsked(page);
});

test('the docs host has its menu, sections, languages and the generated reference', async ({
  page,
}) => {
  await page.goto(hostUrl('docs.localhost'));
  const nav = page.getByRole('navigation', { name: 'Secciones de la documentación' });
  await expect(nav.getByRole('heading')).toHaveText(['Acerca de', 'Guía práctica']);
  await expect(nav.getByRole('link')).toHaveText([
    'Información general',
    'Autenticación',
    'Servicios de la API pública',
    'Referencia de la API',
  ]);
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('heading', { level: 1, name: 'Información general' })).toBeVisible();
  await expect(page.getByText(`${origin}/api`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Límites de uso' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Autenticación' }).click();
  await expect(page).toHaveURL(/#authenticate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Autenticación' })).toBeVisible();
  await expect(
    page.getByText(/Configuración \/ Panel de administración \/ API pública/),
  ).toBeVisible();

  await nav.getByRole('link', { name: 'Servicios de la API pública' }).click();
  const recognition = page.getByRole('region', { name: 'Enviar un reconocimiento', exact: true });
  await expect(recognition.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Enviar un reconocimiento de un tipo dado' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enviar una insignia' })).toBeVisible();
  const curl = recognition.getByRole('region', { name: 'curl: Enviar un reconocimiento' });
  await expect(curl).toContainText(`curl -sS -X POST "${origin}/api/send_feedback"`);
  await expect(curl).toContainText('-H "Authorization: $APLAUSO_API_KEY"');
  await recognition.getByRole('button', { name: 'Copiar curl: Enviar un reconocimiento' }).click();
  await expect(recognition.getByRole('button', { name: 'Copiado' })).toBeVisible();
  await recognition.getByRole('tab', { name: 'JavaScript (fetch)' }).click();
  await expect(
    recognition.getByRole('region', { name: 'JavaScript (fetch): Enviar un reconocimiento' }),
  ).toContainText('crypto.randomUUID()');
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Referencia de la API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referencia de la API' })).toBeVisible();
  for (const call of [
    'POST /api/send_feedback',
    'POST /api/org/send/recognition/{id}',
    'POST /api/org/badges/send',
  ]) {
    await expect(page.getByRole('region', { name: call, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: /^(GET|POST|PATCH|PUT|DELETE) / })).toHaveCount(3);
  const send = page.getByRole('region', { name: 'POST /api/send_feedback', exact: true });
  await expect(send.getByRole('rowheader', { name: 'reciever_emails' }).first()).toBeVisible();
  await expect(send.getByRole('rowheader', { name: 'Idempotency-Key' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  const englishNav = page.getByRole('navigation', { name: 'Documentation sections' });
  await expect(englishNav.getByRole('link')).toHaveText([
    'General Information',
    'Authenticate',
    'Public API Services',
    'API Reference',
  ]);
  await englishNav.getByRole('link', { name: 'Public API Services' }).click();
  await expect(
    page.getByRole('heading', { name: 'Send a recognition of a given type' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Servicios de la API pública' }),
  ).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the docs fit the screen; code scrolls inside its block', async ({ page }) => {
    await page.goto(hostUrl('docs.localhost', '/#services'));
    await expect(page.getByRole('heading', { name: 'Enviar una insignia' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
