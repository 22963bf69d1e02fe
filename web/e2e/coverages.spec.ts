// Coverages (flag `coverages`, engagement.md §11 BEN-6): the admin creates and publishes from the
// console an insurance policy for everyone with a coverage table; Ana finds it in "Coberturas"
// with its table, adds a dependant that waits for HR, the admin approves it in "Pendientes de
// aprobar", and Ana sees it active, in Spanish and then in English. The pages pass axe, and at
// 375, 900 and 1440 px none of them scrolls sideways.
import type { APIRequestContext } from '@playwright/test';

import { ANA_EMAIL, apiToken, openAdmin, uniqueName } from './admin-support';
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

/** A day `offset` days from today as the date fields take it (dd/MM/yyyy). */
function typedDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}`;
}

async function backToSpanish(request: APIRequestContext) {
  const token = await apiToken(request, ANA_EMAIL);
  const response = await request.patch('/api/user/account/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'spanish' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('coverages', () => {
  test('a policy published, seen by a member who adds a dependant, approved by HR', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'coverages', async () => {
      const plan = uniqueName('Plan Salud');
      const child = uniqueName('Martina Torres');
      const policyName = `Seguros del Sur · ${plan}`;

      // The admin creates it from the console, published for everyone, with one service.
      await openAdmin(page, '/admin/coverages');
      await expect(page.getByRole('heading', { level: 2, name: 'Coberturas' })).toBeVisible();
      await page.getByRole('button', { name: 'Nueva póliza' }).first().click();
      await expect(page.getByRole('heading', { name: 'Nueva póliza' })).toBeVisible();
      await page.getByRole('textbox', { name: /^Aseguradora/ }).fill('Seguros del Sur');
      await page.getByRole('textbox', { name: /^Plan/ }).fill(plan);
      await page.getByRole('textbox', { name: /^Número de póliza/ }).fill('SS-42');
      await page.getByRole('textbox', { name: /^Inicio de vigencia/ }).fill(typedDay(-10));
      await page.getByRole('textbox', { name: /^Fin de vigencia/ }).fill(typedDay(300));
      await page.getByRole('radio', { name: 'Publicada' }).check();
      const row = page.getByRole('group', { name: 'Prestación 1' });
      await row.getByRole('textbox', { name: /^Prestación/ }).fill('Consultas médicas');
      await row.getByRole('textbox', { name: /^Cobertura/ }).fill('80');
      await row.getByRole('textbox', { name: /^Tope/ }).fill('40000');
      await page
        .getByRole('textbox', { name: /^Instrucciones de reembolso$/ })
        .fill('Envía la boleta a reembolsos@sur.example.');
      await page
        .getByRole('textbox', { name: /^Instrucciones de reembolso en inglés/ })
        .fill('Send the receipt to reembolsos@sur.example.');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Crear póliza' }).click();
      await expect(page.getByText(`Creaste la póliza «${plan}»`)).toBeVisible();

      // Ana finds it with its table, and adds a dependant that waits for HR.
      const anaContext = await browser.newContext({ locale: 'es-ES' });
      const ana = await anaContext.newPage();
      await useSourceGlossaryIfAsked(ana);
      await enterAs(ana, ANA_EMAIL, '/coverages');
      await expect(ana.getByRole('heading', { level: 1, name: 'Coberturas' })).toBeVisible();
      const policy = ana.getByRole('article', { name: policyName });
      await expect(policy).toContainText('Consultas médicas');
      await expect(policy).toContainText('Envía la boleta a reembolsos@sur.example.');
      await expectNoSeriousA11yViolations(ana);
      await ana.getByRole('button', { name: 'Agregar carga' }).click();
      const dialog = ana.getByRole('dialog', { name: 'Agregar carga' });
      await dialog.getByRole('textbox', { name: /^Nombre completo/ }).fill(child);
      await dialog.getByRole('combobox', { name: 'Parentesco' }).selectOption('child');
      await dialog.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill('02/03/2019');
      await dialog.getByRole('button', { name: 'Enviar a Personas' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        ana.getByText(`Enviamos a ${child} a Personas para su aprobación`),
      ).toBeVisible();
      const mine = ana.getByRole('listitem', { name: child });
      await expect(mine).toContainText('Alta pendiente');

      // The admin approves it in the inbox.
      await page.goto('/approvals?kind=coverage_dependant');
      await waitForApp(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Cargas de seguros \(\d+\)$/ })).toBeVisible();
      const pending = page.locator('[data-approval]').filter({ hasText: child });
      await expect(pending).toContainText('Ana Torres');
      await pending.getByRole('button', { name: 'Aprobar lo de Ana Torres' }).click();
      const approve = page.getByRole('dialog', { name: 'Aprobar lo de Ana Torres' });
      await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId('approvals-results')).toContainText('Aprobaste 1.');

      try {
        // Ana sees it active; then the page in English.
        await ana.reload();
        await waitForApp(ana);
        await expect(ana.getByRole('listitem', { name: child })).toContainText('Vigente');
        await ana.getByRole('button', { name: /Ana Torres/ }).click();
        await ana.getByRole('menuitemradio', { name: 'English' }).click();
        await expect(ana.getByRole('heading', { level: 1, name: 'Coverages' })).toBeVisible();
        await expect(ana.getByRole('article', { name: policyName })).toContainText(
          'Send the receipt to reembolsos@sur.example.',
        );
        await expect(ana.getByRole('listitem', { name: child })).toContainText('Active');
        await expectNoSeriousA11yViolations(ana);
      } finally {
        await backToSpanish(request);
        await anaContext.close();
      }

      // Every screen fits a phone, a tablet and a desktop.
      await fitsEveryWidth(browser, ANA_EMAIL, '/coverages', /^Coberturas$/);
      await fitsEveryWidth(browser, 'admin@demo.local', '/admin/coverages', /^Coberturas$/);
    });
  });
});
