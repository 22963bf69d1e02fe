// The organisation's own pages (flag `custom_pages`, BEN-10): the admin writes a page in the
// console with a text block in Spanish and English (a script tag typed into it), previews it as
// the server sanitises it and publishes it for everyone; Ana finds it in her main menu and reads
// it in Spanish, then in English, and the typed script is only ever text. The demo's page is in
// the menu at 375, 900 and 1440 px and fits each width; the console's section passes axe.
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { ADMIN_EMAIL, ANA_EMAIL, openAdmin, uniqueName } from './admin-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
  withModule,
} from './support';

const SCRIPT = '<script>window.__pageHacked = true</script>';

/** Whether a script of the page's text ran. */
const hacked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pageHacked?: boolean }).__pageHacked === true);

/** The page leaves every menu whatever happens in the test (the menus other specs list stay as
 *  they are): archived through the API. */
async function archive(request: APIRequestContext, title: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
  const list = await request.get('/api/org/pages', { headers });
  const pages = ((await list.json()) as { data: { id: number; title: string }[] }).data;
  for (const found of pages.filter((p) => p.title === title)) {
    const response = await request.patch(`/api/org/pages/${found.id}`, {
      headers,
      data: { status: 'archived' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Ana reads Spanish again afterwards: the other specs greet her in it. */
async function backToSpanish(request: APIRequestContext) {
  const token = await apiToken(request, ANA_EMAIL);
  const response = await request.patch('/api/user/account/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'spanish' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function fitsEveryWidth(browser: Browser, path: string, heading: string, menu: string) {
  for (const width of [375, 900, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, ANA_EMAIL, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    // The page is in the main menu: beside the screen from 900 px, in the drawer below.
    if (width < 900)
      await page.getByRole('button', { name: 'Abrir el menú de navegación' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
        name: menu,
      }),
    ).toBeVisible();
    await context.close();
  }
}

test.describe('custom pages', () => {
  test('an admin publishes a page for everyone; a member reads it from the menu in Spanish and English', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const title = uniqueName('Semana de la innovación');
    const titleEn = title.replace('Semana de la innovación', 'Innovation week');
    await withModule(request, 'custom_pages', async () => {
      try {
        // The admin writes it in the console: Spanish, then English.
        await openAdmin(page, '/admin/pages');
        await expect(page.getByRole('heading', { level: 2, name: 'Páginas' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Nueva página' }).first().click();
        await expect(page.getByRole('heading', { name: 'Nueva página' })).toBeVisible();
        await page.getByRole('textbox', { name: /^Título/ }).fill(title);
        const text = page.getByRole('textbox', { name: 'Texto', exact: true });
        await text.click();
        await page.keyboard.type(`Bienvenidos a la semana. ${SCRIPT} `);
        await page.getByRole('button', { name: 'Negrita' }).click();
        await page.keyboard.type('Inscríbete hoy.');
        await page.getByRole('tab', { name: 'Inglés' }).click();
        await page.getByRole('textbox', { name: /^Título en inglés/ }).fill(titleEn);
        await page.getByRole('textbox', { name: 'Texto en inglés' }).click();
        await page.keyboard.type('Welcome to the week.');
        await page.getByRole('tab', { name: 'Español' }).click();
        await page.getByRole('textbox', { name: /^Orden en el menú/ }).fill('5');
        await expectNoSeriousA11yViolations(page);

        // The preview is the server's sanitised page: the script is text there.
        await page.getByRole('button', { name: 'Vista previa' }).click();
        const preview = page.getByRole('dialog', { name: 'Vista previa' });
        await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
        await expect(preview.getByText(SCRIPT, { exact: false })).toBeVisible();
        await expect(preview.locator('strong')).toHaveText('Inscríbete hoy.');
        await preview.getByRole('button', { name: 'Inglés' }).click();
        await expect(preview.getByText('Welcome to the week.')).toBeVisible();
        await preview.getByRole('button', { name: 'Cerrar' }).click();
        expect(await hacked(page)).toBe(false);

        await page.getByRole('button', { name: 'Crear página' }).click();
        await expect(page.getByText(`Creaste «${title}» como borrador.`)).toBeVisible();
        await expect(page.getByRole('region', { name: 'Versiones' })).toContainText(
          'Versión 1 · creada por Adriana Gómez',
        );
        await page.getByRole('button', { name: `Publicar: ${title}` }).click();
        await page
          .getByRole('dialog', { name: '¿Publicar la página?' })
          .getByRole('button', { name: 'Publicar' })
          .click();
        await expect(page.getByText(`Publicaste «${title}».`)).toBeVisible();

        // Ana finds it in her menu and reads it in Spanish.
        const anaContext = await browser.newContext({ locale: 'es-ES' });
        const ana = await anaContext.newPage();
        await useSourceGlossaryIfAsked(ana);
        await enterAs(ana, ANA_EMAIL, '/');
        const nav = ana.getByRole('navigation', { name: 'Navegación principal' });
        await nav.getByRole('link', { name: title }).click();
        await expect(ana.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const article = ana.getByRole('article');
        await expect(article.getByText(SCRIPT, { exact: false })).toBeVisible();
        await expect(article.locator('strong')).toHaveText('Inscríbete hoy.');
        expect(await article.locator('script').count()).toBe(0);
        expect(await hacked(ana)).toBe(false);
        await expectNoSeriousA11yViolations(ana);

        // Then in English: the menu and the page in her new language.
        await ana.getByRole('button', { name: /Ana Torres/ }).click();
        await ana.getByRole('menuitemradio', { name: 'English' }).click();
        await expect(ana.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
        await expect(ana.getByRole('article').getByText('Welcome to the week.')).toBeVisible();
        await expect(
          ana.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
            name: titleEn,
          }),
        ).toBeVisible();
        await ana.reload();
        await waitForApp(ana);
        await expect(ana.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
        expect(await hacked(ana)).toBe(false);
        await anaContext.close();
      } finally {
        await backToSpanish(request);
        await archive(request, title);
      }
    });
  });

  test("the demo's page is in the menu and fits every width", async ({ browser }) => {
    test.slow();
    await fitsEveryWidth(browser, '/pages/nuestra-cultura', 'Nuestra cultura', 'Nuestra cultura');
  });
});
