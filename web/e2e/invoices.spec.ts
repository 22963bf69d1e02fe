// Invoices and reimbursements (flag `invoices`, engagement.md §11 BEN-7): Ana uploads a CFDI 4.0
// (its XML written here) from "Facturas" and sees the amount, the issuer's RFC and the fiscal
// folio the server read from it; uploading the same CFDI again is refused at the XML field. The
// admin approves it in "Pendientes de aprobar", records its payment in the console (reference
// and all), and downloads the paid ones' payroll CSV; Ana finds it "Pagada" with the payment.
// The pages pass axe, and at 375, 900 and 1440 px none of them scrolls sideways.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { ANA_EMAIL, openAdmin, uniqueName } from './admin-support';
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

/** A stamped CFDI 4.0 of 1160.00 MXN issued `daysAgo` days ago, with its own fiscal folio. */
function cfdi(folio: string, daysAgo = 3): string {
  const issued = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 19);
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${issued}"
    SubTotal="1000.00" Moneda="MXN" Total="1160.00" TipoDeComprobante="I">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="DEM010101AB1" Nombre="DEMO SA DE CV" UsoCFDI="D10"/>
  <cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital"
      Version="1.1" UUID="${folio}"/></cfdi:Complemento>
</cfdi:Comprobante>`;
}

test.describe('invoices', () => {
  test('a CFDI uploaded, read, approved in the inbox, paid in the console, and seen paid', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'invoices', async () => {
      const concept = uniqueName('Comida con cliente');
      const folio = randomUUID().toUpperCase();
      const xml = { name: 'factura.xml', mimeType: 'text/xml', buffer: Buffer.from(cfdi(folio)) };
      const reference = `NOM-${Date.now().toString(36).toUpperCase()}`;

      // Ana uploads the XML from "Facturas" and sees what was read from it.
      const anaContext = await browser.newContext({ locale: 'es-ES' });
      const anaPage = await anaContext.newPage();
      await useSourceGlossaryIfAsked(anaPage);
      await enterAs(anaPage, ANA_EMAIL, '/');
      await anaPage
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('link', { name: 'Facturas' })
        .click();
      await expect(anaPage.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
      await anaPage.getByRole('button', { name: 'Subir factura' }).click();
      const upload = anaPage.getByRole('dialog', { name: 'Subir factura' });
      await upload.getByRole('textbox', { name: /^Concepto/ }).fill(concept);
      await upload.getByTestId('invoice-xml-input').setInputFiles(xml);
      await expect(
        upload.getByText('El importe, la moneda y la fecha se leen del XML.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(anaPage);
      await upload.getByRole('button', { name: 'Enviar a revisión' }).click();
      const sent = anaPage.getByRole('dialog', { name: 'Factura enviada' });
      const read = sent.getByRole('region', { name: 'Lo que leímos del CFDI' });
      await expect(read).toContainText('Importe1160,00 MXN');
      await expect(read).toContainText('RFC del emisorEKU9003173C9');
      await expect(read).toContainText(`Folio fiscal${folio}`);
      await expectNoSeriousA11yViolations(anaPage);
      await sent.getByRole('button', { name: 'Listo' }).click();
      const item = anaPage.locator('[data-invoice]').filter({ hasText: concept });
      await expect(item).toContainText('En revisión');
      await expect(item).toContainText('1160,00 MXN');

      // The same CFDI again is refused at the XML field: it is reimbursed once.
      await anaPage.getByRole('button', { name: 'Subir factura' }).click();
      const again = anaPage.getByRole('dialog', { name: 'Subir factura' });
      await again.getByRole('textbox', { name: /^Concepto/ }).fill(`${concept} (otra vez)`);
      await again.getByTestId('invoice-xml-input').setInputFiles(xml);
      await again.getByRole('button', { name: 'Enviar a revisión' }).click();
      await expect(
        again.getByText(
          `Esta factura ya se registró: el folio fiscal ${folio} está en otra factura`,
        ),
      ).toBeVisible();
      await again.getByRole('button', { name: 'Cancelar' }).click();
      await expect(again).toBeHidden();

      // The admin approves it in the inbox.
      await openAdmin(page, '/admin/invoices');
      await expect(page.getByRole('heading', { level: 2, name: 'Facturas' })).toBeVisible();
      await page.getByRole('link', { name: 'Pendientes de aprobar' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Facturas \(\d+\)$/ })).toBeVisible();
      const pending = page.locator('[data-approval]').filter({ hasText: concept });
      await expect(pending).toContainText('Ana Torres');
      await expect(pending).toContainText(`RFC EKU9003173C9 · CFDI ${folio}`);
      await pending.getByRole('button', { name: 'Aprobar lo de Ana Torres' }).click();
      const approve = page.getByRole('dialog', { name: 'Aprobar lo de Ana Torres' });
      await approve.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId('approvals-results')).toContainText('Aprobaste 1.');

      // And records its payment in the console, then downloads the paid ones for payroll.
      await page.goto('/admin/invoices?invoicesStatus=approved');
      await waitForApp(page);
      const row = page.locator('[data-invoice]').filter({ hasText: concept });
      await expect(row).toContainText('Aprobada');
      await expectNoSeriousA11yViolations(page);
      await row
        .getByRole('button', { name: `Registrar pago de «${concept}» de Ana Torres` })
        .click();
      const pay = page.getByRole('dialog', { name: 'Registrar pago' });
      await expect(pay.getByRole('textbox', { name: /^Importe pagado/ })).toHaveValue('1160.00');
      await pay.getByRole('textbox', { name: /^Referencia/ }).fill(reference);
      await pay.getByRole('button', { name: 'Registrar pago' }).click();
      await expect(page.getByText(`Registraste el pago de «${concept}».`)).toBeVisible();
      await page.getByRole('combobox', { name: 'Estado' }).selectOption('paid');
      await expect(page.locator('[data-invoice]').filter({ hasText: concept })).toContainText(
        reference,
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Pagadas (CSV)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('facturas-paid.csv');
      const csv = await readFile((await file.path()) ?? '', 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        'invoice,email,person,concept,amount,currency,issued_on,issuer_rfc,cfdi_uuid,status,paid_on,paid_amount,payment_reference',
      );
      // Every text cell quoted (formula-safe), amounts bare.
      expect(csv).toContain(`"Ana Torres","${concept}",1160.00,"MXN"`);
      expect(csv).toContain(`"${folio}","paid"`);
      expect(csv).toContain(`1160.00,"${reference}"`);

      // Ana sees it paid, with the payment, on its page too.
      await anaPage.reload();
      await waitForApp(anaPage);
      const paid = anaPage.locator('[data-invoice]').filter({ hasText: concept });
      await expect(paid).toContainText('Pagada');
      await expect(paid).toContainText(`Referencia ${reference}`);
      await paid.getByRole('link', { name: concept }).click();
      await expect(anaPage.getByRole('heading', { level: 1, name: concept })).toBeVisible();
      await expect(anaPage.getByTestId('invoice-amount')).toHaveText('1160,00 MXN');
      const timeline = anaPage.getByRole('region', { name: 'Seguimiento' });
      await expect(timeline.locator('[data-step]')).toHaveCount(3);
      await expect(timeline).toContainText(`Referencia: ${reference}`);
      await expect(
        anaPage.getByRole('region', { name: 'Archivos' }).getByRole('link', {
          name: 'Descargar el XML del CFDI',
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(anaPage);
      const detailPath = new URL(anaPage.url()).pathname;
      await anaContext.close();

      // Every screen fits a phone, a tablet and a desktop.
      await fitsEveryWidth(browser, ANA_EMAIL, '/invoices', /^Facturas$/);
      await fitsEveryWidth(browser, ANA_EMAIL, detailPath, new RegExp(`^${concept}$`));
      await fitsEveryWidth(browser, 'admin@demo.local', '/admin/invoices', /^Facturas$/);
    });
  });
});
