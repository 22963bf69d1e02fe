// Files repository (flag `files_repository`, FIL-1 and FIL-3): the admin creates a folder for the
// Tecnología department from "Documentos" and uploads a PDF asking for a read confirmation; Ana
// (Tecnología) finds it among what waits for her confirmation and confirms it; María (Comercial)
// does not see the folder, and its address is not found for her; the admin's confirmations
// report shows Ana confirmed and the CSV evidence downloads with her row. The documents page,
// the folder and the file pass axe, and at 375, 900 and 1440 px none of them (nor the console's
// section) scrolls sideways.
import { readFileSync } from 'node:fs';

import type { Browser, Page } from '@playwright/test';

import { ADMIN_EMAIL, ANA_EMAIL, uniqueName } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';

const MARIA_EMAIL = 'maria.lopez@demo.local';

/** A small, well-formed one-page PDF (the server judges uploads by their content). */
function makePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function newPerson(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, email, path);
  return page;
}

test.describe('files repository', () => {
  test('a folder for one department: a PDF to confirm, its confirmation and the evidence', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'files_repository', async () => {
      const folderName = uniqueName('Políticas de Tecnología');
      const fileName = uniqueName('Reglamento interno');

      // The admin creates the folder for Tecnología from "Documentos".
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, ADMIN_EMAIL, '/files');
      await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
      await page.getByRole('button', { name: 'Nueva carpeta' }).first().click();
      const create = page.getByRole('dialog', { name: 'Nueva carpeta' });
      await create.getByRole('textbox', { name: /^Nombre/ }).fill(folderName);
      await create
        .getByRole('radio', { name: 'Solo algunos departamentos, grupos o personas' })
        .check();
      await create.getByRole('combobox', { name: 'Departamentos' }).click();
      await page.getByRole('option', { name: 'Tecnología', exact: true }).click();
      await expectNoSeriousA11yViolations(page);
      await create.getByRole('button', { name: 'Crear carpeta' }).click();
      await expect(page.getByRole('heading', { level: 1, name: folderName })).toBeVisible();
      await expect(page).toHaveURL(/\/files\/folders\/\d+$/);
      const folderPath = new URL(page.url()).pathname;
      await expect(page.getByTestId('folder-audience')).toContainText('Tecnología');

      // It uploads a PDF that asks for a read confirmation.
      await page.getByRole('button', { name: 'Subir archivo' }).click();
      const upload = page.getByRole('dialog', { name: 'Subir archivo' });
      await upload.getByLabel('Archivo', { exact: true }).setInputFiles({
        name: 'reglamento.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf('Reglamento interno'),
      });
      await upload.getByRole('textbox', { name: 'Nombre' }).fill(fileName);
      await upload.getByRole('textbox', { name: 'Etiquetas' }).fill('rrhh, reglamento');
      await upload.getByRole('switch', { name: 'Pedir confirmación de lectura' }).check();
      await upload.getByRole('button', { name: 'Subir' }).click();
      await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
      await expect(page).toHaveURL(/\/files\/\d+$/);
      const filePath = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: 'Confirmaciones' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Confirmaron' })).toContainText('0');

      // Ana, of Tecnología, finds it waiting for her confirmation and confirms it.
      const ana = await newPerson(browser, ANA_EMAIL, '/files?tab=pending');
      await expect(ana.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
      await expect(ana.getByRole('tab', { name: /^Por confirmar \(\d+\)$/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await ana.getByRole('link', { name: fileName }).click();
      await expect(ana.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
      const banner = ana.getByTestId('ack-request');
      await expect(banner).toContainText('Confirma que leíste la versión 1');
      await expectNoSeriousA11yViolations(ana);
      await banner.getByRole('button', { name: 'Confirmar lectura' }).click();
      await expect(ana.getByTestId('ack-confirmed')).toContainText(
        /Confirmaste la lectura el .* \(versión 1, huella SHA-256 [0-9a-f]{12}…\)\./,
      );
      await expect(ana.getByRole('heading', { name: 'Confirmaciones' })).toHaveCount(0);
      await ana.context().close();

      // María, of Comercial, does not see the folder, and its address is not found for her.
      const maria = await newPerson(browser, MARIA_EMAIL, '/files');
      await expect(maria.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
      await expect(maria.getByRole('link', { name: new RegExp(folderName) })).toHaveCount(0);
      await maria.goto(folderPath);
      await expect(maria.getByText('No encontramos esta carpeta')).toBeVisible();
      await maria.goto(filePath);
      await expect(maria.getByText('No encontramos este documento')).toBeVisible();
      await maria.context().close();

      // The admin's report shows Ana confirmed, and the evidence downloads as CSV.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Confirmaciones' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Confirmaron' })).toContainText('1');
      await page.getByRole('button', { name: 'Confirmados' }).click();
      const row = page.getByTestId('ack-row').filter({ hasText: 'Ana Torres' });
      await expect(row).toContainText('Confirmado');
      await expect(row).toContainText(/Versión 1 · SHA-256 [0-9a-f]{12}…/);
      await expectNoSeriousA11yViolations(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar evidencia (CSV)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/-confirmaciones\.csv$/);
      const csv = readFileSync((await file.path()) ?? '', 'utf8');
      expect(csv).toContain(ANA_EMAIL);

      // The documents page, the folder and the file fit a phone, a tablet and a desktop.
      await fitsEveryWidth(browser, ADMIN_EMAIL, '/files', 'Documentos');
      await fitsEveryWidth(browser, ADMIN_EMAIL, folderPath, folderName);
      await fitsEveryWidth(browser, ANA_EMAIL, filePath, fileName);
      await fitsEveryWidth(browser, ADMIN_EMAIL, '/admin/files', 'Administración');
    });
  });
  test('personal folders: the bulk upload matched by e-mail, what is not matched, and search by tag', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'files_repository', async () => {
      const tag = `nomina${Date.now().toString(36)}`;
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, ADMIN_EMAIL, '/admin/files');
      await expect(page.getByRole('heading', { level: 2, name: 'Documentos' })).toBeVisible();
      const bulk = page.getByRole('region', { name: 'Carga masiva' });
      await bulk.getByLabel('Archivos', { exact: true }).setInputFiles([
        {
          name: `${ANA_EMAIL} liquidacion.pdf`,
          mimeType: 'application/pdf',
          buffer: makePdf('Liquidacion'),
        },
        { name: 'sin-correo.pdf', mimeType: 'application/pdf', buffer: makePdf('Sin correo') },
      ]);
      await bulk.getByRole('textbox', { name: 'Etiquetas' }).fill(tag);
      await expectNoSeriousA11yViolations(page);
      await bulk.getByRole('button', { name: 'Subir 2 archivos' }).click();
      const result = page.getByTestId('bulk-result');
      await expect(result.getByRole('status')).toContainText('Guardados: 1. Sin coincidencia: 1.');
      await expect(result.getByRole('link', { name: 'Ana Torres' })).toBeVisible();
      await expect(result).toContainText(
        'Su nombre no contiene un correo ni un documento de identidad.',
      );
      // The unmatched file stays chosen, to be renamed and sent again.
      await expect(bulk.getByRole('button', { name: 'Subir 1 archivo' })).toBeVisible();

      // Ana finds it in "Mis documentos" and by its tag.
      const ana = await newPerson(browser, ANA_EMAIL, '/files?tab=mine');
      await expect(
        ana.getByText('Tu carpeta personal: solo la ven tú y los administradores.'),
      ).toBeVisible();
      await ana.getByTestId('folder-card').getByRole('link').click();
      await expect(ana.getByText(/Esta es tu carpeta personal/)).toBeVisible();
      const row = ana.getByTestId('file-row').filter({ hasText: 'liquidacion' });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Buscar documentos con la etiqueta ${tag}` }).click();
      await expect(
        ana.getByRole('heading', { name: `Documentos con la etiqueta #${tag}` }),
      ).toBeVisible();
      await expect(ana.getByTestId('file-row')).toHaveCount(1);
      await ana.context().close();
    });
  });
});
