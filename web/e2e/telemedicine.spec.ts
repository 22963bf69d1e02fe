// Telemedicine (flag `telemedicine`, engagement.md §11 BEN-5): the admin creates a provider for
// everyone from the console (its link, access code, WhatsApp, hours and logo) and publishes it;
// Ana opens /telemedicine, finds it, copies its access code and opens its link in a new tab: each
// use answered by the server as a count of the day, with no person kept. The pages pass axe, and
// at 375, 900 and 1440 px none of them scrolls sideways.

import { ADMIN_EMAIL, ANA_EMAIL, apiToken, makePng, openAdmin, uniqueName } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';

/** The provider's own site, answered by the browser itself (no outside network in the tests). */
const SITE = 'https://telemedicina.e2e.test';

test.describe('telemedicine', () => {
  test('a provider published for everyone: Ana finds it, copies its code and opens it', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'telemedicine', async () => {
      const name = uniqueName('Médico a distancia');
      const code = `TM-${Date.now().toString(36).toUpperCase()}`;

      // The admin creates it from the console: for everyone, with a link, a code and WhatsApp.
      await openAdmin(page, '/admin/telemedicine');
      await expect(page.getByRole('heading', { level: 2, name: 'Telemedicina' })).toBeVisible();
      await page.getByRole('button', { name: 'Nuevo servicio' }).first().click();
      await expect(page.getByRole('heading', { name: 'Nuevo servicio' })).toBeVisible();
      await page.getByRole('textbox', { name: /^Nombre/ }).fill(name);
      await page
        .getByRole('textbox', { name: 'Descripción', exact: true })
        .fill('Consultas médicas por videollamada.');
      await page.getByRole('radio', { name: 'Telemedicina' }).check();
      await page.getByRole('textbox', { name: /^Enlace/ }).fill(`${SITE}/entrar`);
      await page.getByRole('textbox', { name: /^Código de acceso/ }).fill(code);
      await page.getByRole('textbox', { name: /^WhatsApp/ }).fill('+56 9 8765 4321');
      await page.getByRole('textbox', { name: /^Horario$/ }).fill('Todos los días, 24 horas.');
      await page
        .getByTestId('telemedicine-logo-input')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(32) });
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Crear servicio' }).click();
      await expect(page.getByText(`Creaste «${name}» como borrador.`)).toBeVisible();
      await page.getByRole('button', { name: `Publicar: ${name}` }).click();
      const publish = page.getByRole('dialog', { name: '¿Publicar el servicio?' });
      await publish.getByRole('button', { name: 'Publicar' }).click();
      await expect(page.getByText(`Publicaste «${name}».`)).toBeVisible();
      const id = new URL(page.url()).searchParams.get('telemedicineProvider');
      expect(id).toMatch(/^\d+$/);

      // Ana finds it on /telemedicine, copies its code and opens its link.
      const anaContext = await browser.newContext({
        locale: 'es-ES',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await anaContext.route(`${SITE}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Proveedor</title><h1>Hola</h1>' }),
      );
      const anaPage = await anaContext.newPage();
      await useSourceGlossaryIfAsked(anaPage);
      await enterAs(anaPage, ANA_EMAIL, '/telemedicine');
      await expect(anaPage.getByRole('heading', { level: 1, name: 'Telemedicina' })).toBeVisible();
      const card = anaPage.getByRole('article', { name });
      await expect(card).toContainText('Horario: Todos los días, 24 horas.');
      await expect(card.getByTestId('telemedicine-code')).toHaveText(code);
      await expect(
        card.getByRole('link', { name: `Escribir a ${name} por WhatsApp` }),
      ).toHaveAttribute('href', 'https://wa.me/56987654321');
      await expectNoSeriousA11yViolations(anaPage);

      const counted = () =>
        anaPage.waitForResponse(
          (response) =>
            response.url().endsWith(`/api/telemedicine/${id}/open`) &&
            response.request().method() === 'POST',
        );
      let answer = counted();
      await card.getByRole('button', { name: `Copiar el código de acceso de ${name}` }).click();
      await expect(card.getByText('Copiado')).toBeVisible();
      expect(await anaPage.evaluate(() => navigator.clipboard.readText())).toBe(code);
      expect((await (await answer).json()) as unknown).toEqual({
        success: true,
        data: { channel: 'code', url: null },
      });

      answer = counted();
      const opened = anaContext.waitForEvent('page');
      await card.getByRole('link', { name: `Abrir ${name} (se abre en otra pestaña)` }).click();
      const site = await opened;
      await site.waitForLoadState();
      expect(site.url()).toBe(`${SITE}/entrar`);
      expect((await (await answer).json()) as unknown).toEqual({
        success: true,
        data: { channel: 'link', url: `${SITE}/entrar` },
      });
      await anaContext.close();

      // Every screen fits a phone, a tablet and a desktop.
      await fitsEveryWidth(browser, ANA_EMAIL, '/telemedicine', /^Telemedicina$/);
      await fitsEveryWidth(browser, ADMIN_EMAIL, '/admin/telemedicine', /^Telemedicina$/);
      await fitsEveryWidth(
        browser,
        ADMIN_EMAIL,
        '/admin/telemedicine?telemedicineTab=usage',
        /^Telemedicina$/,
      );

      // Archived again, so the other specs' people see the demo's providers only.
      const token = await apiToken(request, ADMIN_EMAIL);
      const archived = await request.patch(`/api/org/telemedicine/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'archived' },
      });
      expect(archived.status(), await archived.text()).toBe(200);
    });
  });
});
