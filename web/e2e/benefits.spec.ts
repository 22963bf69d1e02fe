// Corporate benefits (flag `benefits`, engagement.md §11): the admin creates from the console a
// requestable benefit for everyone, priced in points and approved by HR, checks the eligibility
// preview and publishes it; Ana requests it from "Disponibles" (her points to redeem go down by
// the price at once), the admin approves it in "Pendientes de aprobar", and Ana finds it in "Mis
// beneficios" with its code. The pages pass axe, and at 375, 900 and 1440 px none of them
// scrolls sideways.

import { ANA_EMAIL, openAdmin, uniqueName } from './admin-support';
import { Member } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
  withModule,
} from './support';

const PRICE = 50;

test.describe('corporate benefits', () => {
  test('a benefit priced in points, approved by HR: requested, approved, then used with its code', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'benefits', async () => {
      const ana = await Member.signIn(request, ANA_EMAIL);
      const before = (await ana.get<{ redeem_balance: number }>('/user/points')).redeem_balance;
      const title = uniqueName('Clases de yoga');
      const code = `YOGA-${Date.now().toString(36).toUpperCase()}`;

      // The admin creates it from the console: for everyone, requested, HR approves, 50 points.
      await openAdmin(page, '/admin/benefits');
      await expect(page.getByRole('heading', { level: 2, name: 'Beneficios' })).toBeVisible();
      await page.getByRole('button', { name: 'Nuevo beneficio' }).first().click();
      await expect(page.getByRole('heading', { name: 'Nuevo beneficio' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
      await page
        .getByRole('textbox', { name: 'Descripción', exact: true })
        .fill('Dos clases por semana.');
      await page.getByRole('textbox', { name: /^Proveedor/ }).fill('Yoga Centro');
      await page.getByRole('textbox', { name: /^Categoría/ }).fill('Bienestar');
      await page
        .getByRole('textbox', { name: /^Cómo usarlo/ })
        .fill('Muestra el código en recepción.');
      await page.getByRole('textbox', { name: /^Código/ }).fill(code);
      await page.getByRole('radio', { name: 'Se solicita' }).check();
      await page.getByRole('radio', { name: 'Personas (administradores)' }).check();
      await page.getByRole('textbox', { name: /^Precio en puntos/ }).fill(String(PRICE));
      // Everyone: the preview counts every active person.
      const preview = page.getByRole('region', { name: 'Quiénes podrán verlo hoy' });
      await expect(preview.getByRole('status')).toHaveText(
        /^(\d+) de \1 personas activas podrán verlo$/,
      );
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Crear beneficio' }).click();
      await expect(page.getByText(`Creaste «${title}» como borrador.`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Versiones' })).toContainText(
        'Versión 1 · creado por Adriana Gómez',
      );
      await page.getByRole('button', { name: `Publicar: ${title}` }).click();
      const publish = page.getByRole('dialog', { name: '¿Publicar el beneficio?' });
      await publish.getByRole('button', { name: 'Publicar' }).click();
      await expect(page.getByText(`Publicaste «${title}».`)).toBeVisible();

      // Ana requests it from "Disponibles"; the price leaves her points at once.
      const anaContext = await browser.newContext({ locale: 'es-ES' });
      const anaPage = await anaContext.newPage();
      await useSourceGlossaryIfAsked(anaPage);
      await enterAs(anaPage, ANA_EMAIL, '/benefits_page?benefitsView=available');
      await expect(anaPage.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible();
      await anaPage.getByRole('searchbox', { name: 'Buscar beneficios' }).fill(title);
      await anaPage.getByRole('link', { name: new RegExp(title) }).click();
      await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(anaPage.getByText('Lo aprueba Personas.')).toBeVisible();
      await expectNoSeriousA11yViolations(anaPage);
      await anaPage.getByRole('button', { name: 'Solicitar' }).click();
      const dialog = anaPage.getByRole('dialog', { name: `Solicitar «${title}»` });
      await expect(dialog.getByText(`Cuesta ${PRICE} puntos.`)).toBeVisible();
      await expect(dialog.getByText(/^Tienes \d+ puntos para canjear\.$/)).toBeVisible();
      await dialog.getByRole('textbox', { name: /Nota/ }).fill('Para los martes.');
      await dialog.getByRole('button', { name: 'Solicitar' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        anaPage.getByText(`Solicitaste «${title}». Te avisaremos cuando la resuelvan.`),
      ).toBeVisible();
      await expect
        .poll(
          async () => (await ana.get<{ redeem_balance: number }>('/user/points')).redeem_balance,
        )
        .toBe(before - PRICE);

      // The admin approves it in the inbox.
      await page.goto('/approvals');
      await waitForApp(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Beneficios \(\d+\)$/ })).toBeVisible();
      const row = page.locator('[data-approval]').filter({ hasText: title });
      await expect(row).toContainText('Ana Torres');
      await row.getByRole('button', { name: 'Aprobar lo de Ana Torres' }).click();
      const approve = page.getByRole('dialog', { name: 'Aprobar lo de Ana Torres' });
      await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId('approvals-results')).toContainText('Aprobaste 1.');

      // Ana has it in "Mis beneficios", with its code; the points stay spent.
      await anaPage.goto('/benefits_page');
      await waitForApp(anaPage);
      await anaPage.getByRole('searchbox', { name: 'Buscar beneficios' }).fill(title);
      await anaPage.getByRole('link', { name: new RegExp(title) }).click();
      await expect(anaPage.getByText('Lo tienes')).toBeVisible();
      const detailPath = new URL(anaPage.url()).pathname;
      const how = anaPage.getByRole('region', { name: 'Cómo usarlo' });
      await expect(how.getByTestId('benefit-code')).toHaveText(code);
      await expect(how.getByText('Muestra el código en recepción.')).toBeVisible();
      await expectNoSeriousA11yViolations(anaPage);
      await anaPage.goto('/benefits_page?benefitsView=requests');
      await waitForApp(anaPage);
      await expect(anaPage.locator('[data-request]').filter({ hasText: title })).toContainText(
        'Aprobada',
      );
      expect((await ana.get<{ redeem_balance: number }>('/user/points')).redeem_balance).toBe(
        before - PRICE,
      );
      await anaContext.close();

      // Every screen fits a phone, a tablet and a desktop.
      await fitsEveryWidth(browser, ANA_EMAIL, '/benefits_page', /^Beneficios$/);
      await fitsEveryWidth(
        browser,
        ANA_EMAIL,
        '/benefits_page?benefitsView=requests',
        /^Beneficios$/,
      );
      await fitsEveryWidth(browser, ANA_EMAIL, detailPath, new RegExp(`^${title}$`));
      await fitsEveryWidth(browser, 'admin@demo.local', '/admin/benefits', /^Beneficios$/);
    });
  });
});
