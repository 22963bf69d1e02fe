// Certificates on demand (flag `files_repository`, FIL-★2). Ana Torres goes from her profile's
// settings to "Certificados", generates an employment certificate, downloads its PDF (a real PDF
// with its code) and finds it in "Mis certificados"; a visitor without a session opens the
// verification page in another browser context and sees it valid with Ana's details, then a
// made-up code not found, and the page in English. The admin, whose profile has no date of
// admission, is told why no certificate can be made. Both pages are checked with axe and at
// 375 and 900 px they do not scroll sideways.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  openProfilePart,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
  withModule,
} from './support';

const ANA = 'ana.torres@demo.local';
const ADMIN = 'admin@demo.local';

test.describe('certificates', () => {
  test('a person generates a certificate and anyone checks it by its code', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    await withModule(request, 'files_repository', async () => {
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, ANA, '/profile');
      await openProfilePart(page, 'Ajustes');
      const section = page.getByRole('region', { name: 'Certificados' });
      await section.getByRole('link', { name: 'Ver mis certificados' }).click();
      await expect(page).toHaveURL(/\/certificates$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Certificado laboral' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Generar certificado' }).click();
      const created = page.getByRole('status').filter({ hasText: 'generado con el código' });
      await expect(created).toBeVisible();
      const code = /([A-Z0-9]{4}(?:-[A-Z0-9]{4})+)/.exec((await created.textContent()) ?? '')?.[1];
      expect(code, 'the code shown').toBeTruthy();
      const item = page.getByTestId('certificate').filter({ hasText: code ?? 'none' });
      await expect(item).toContainText('Certificado laboral');

      // The PDF, fetched with the session: a PDF that carries its code.
      const pdfResponse = page.waitForResponse((response) =>
        /\/api\/repository\/certificates\/\d+\/certificate\.pdf$/.test(response.url()),
      );
      const download = page.waitForEvent('download');
      await item.getByRole('button', { name: 'Descargar PDF' }).click();
      const answer = await pdfResponse;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/pdf');
      const pdf = await download;
      expect(pdf.suggestedFilename()).toBe(`certificado-${code}.pdf`);
      const file = await pdf.path();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' ')).toContain(code ?? 'none');
      await expectNoSeriousA11yViolations(page);

      // Anyone, without a session, checks it on the organisation's host.
      const visitor = await browser.newContext({ baseURL, locale: 'es-ES' });
      const open = await visitor.newPage();
      await useSourceGlossaryIfAsked(open);
      await open.goto(`/verify/${(code ?? '').toLowerCase()}`);
      await waitForApp(open);
      await expect(
        open.getByRole('heading', { level: 1, name: 'Verificar un certificado' }),
      ).toBeVisible();
      await expect(open.getByRole('textbox', { name: /Código de verificación/ })).toHaveValue(
        code ?? '',
      );
      const valid = open.getByRole('region', { name: 'Certificado válido' });
      await expect(valid).toBeVisible();
      await expect(valid).toContainText('Certificado laboral');
      await expect(valid).toContainText('Ana Torres');
      await expect(valid).toContainText('Desarrolladora');
      await expect(valid).toContainText('Tecnología');
      await expect(valid).toContainText('10/05/2021');
      await expectNoSeriousA11yViolations(open);

      // A code nobody was given: no certificate, and nothing more.
      const field = open.getByRole('textbox', { name: /Código de verificación/ });
      await field.fill('ZZZZ-ZZZZ-ZZZZ');
      await open.getByRole('button', { name: 'Verificar' }).click();
      await expect(open).toHaveURL(/\/verify\/ZZZZ-ZZZZ-ZZZZ$/);
      await expect(open.getByRole('alert')).toHaveText(
        'No encontramos un certificado con ese código.',
      );

      // The page in English, and back to the valid code.
      await open.getByRole('button', { name: 'English' }).click();
      await expect(
        open.getByRole('heading', { level: 1, name: 'Check a certificate' }),
      ).toBeVisible();
      await open.goBack();
      await expect(open.getByRole('region', { name: 'Valid certificate' })).toContainText(
        'Employment certificate',
      );
      await visitor.close();

      // On a phone and a tablet neither page scrolls sideways.
      for (const width of [375, 900]) {
        const narrow = await browser.newContext({
          baseURL,
          viewport: { width, height: 812 },
          locale: 'es-ES',
        });
        const small = await narrow.newPage();
        await useSourceGlossaryIfAsked(small);
        await enterAs(small, ANA, '/certificates');
        await expect(
          small.getByTestId('certificate').filter({ hasText: code ?? '' }),
        ).toBeVisible();
        expect(
          await small.evaluate(() => document.documentElement.scrollWidth),
          `/certificates scrolls sideways at ${width} px`,
        ).toBeLessThanOrEqual(width);
        await small.goto(`/verify/${code}`);
        await expect(small.getByRole('region', { name: 'Certificado válido' })).toBeVisible();
        expect(
          await small.evaluate(() => document.documentElement.scrollWidth),
          `/verify scrolls sideways at ${width} px`,
        ).toBeLessThanOrEqual(width);
        await narrow.close();
      }
    });
  });

  test('a profile without a date of admission is told why no certificate is made', async ({
    page,
    request,
  }) => {
    await withModule(request, 'files_repository', async () => {
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, ADMIN, '/certificates');
      await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
      await expect(page.getByText('Aún no has generado certificados')).toBeVisible();
      await page.getByRole('radio', { name: 'Certificado de antigüedad' }).click();
      await page.getByRole('button', { name: 'Generar certificado' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Tu perfil no tiene fecha de ingreso, y el certificado la necesita.',
      );
      await expect(page.getByRole('radio', { name: 'Certificado de antigüedad' })).toBeChecked();
    });
  });
});
