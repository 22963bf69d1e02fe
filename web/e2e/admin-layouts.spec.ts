// Every admin screen at a phone, a small laptop and a desktop width: the console's menu (the
// frame's side menu from 900 px, a drawer below) reaches every section, by link and by search,
// nothing but a table's own region scrolls sideways, every row's actions are on screen, no
// button label wraps, and axe finds nothing serious (at 375 and 1440 px).
// With SCREENSHOTS_DIR set, each screen is also saved there (docs/screenshots/ keeps a set).
import { openAdmin } from './admin-support';
import { expect, expectNoSeriousA11yViolations, test } from './support';

const SECTIONS = [
  ['/admin/people', 'Personas'],
  ['/admin/people/import', 'Importar personas'],
  ['/admin/people/directory', 'Directorio (LDAP)'],
  ['/admin/departments', 'Departamentos'],
  ['/admin/groups', 'Grupos'],
  ['/admin/types', 'Tipos de reconocimiento'],
  ['/admin/values', 'Valores corporativos'],
  ['/admin/badges', 'Insignias'],
  ['/admin/media', 'Biblioteca de imágenes'],
  ['/admin/budgets', 'Puntos'],
  ['/admin/point-requests', 'Solicitudes de puntos'],
  ['/admin/recognitions', 'Reconocimientos'],
  ['/admin/communications', 'Comunicados'],
  ['/admin/files', 'Documentos'],
  ['/admin/catalog', 'Catálogo'],
  ['/admin/benefits', 'Beneficios'],
  ['/admin/requests', 'Solicitudes'],
  ['/admin/telemedicine', 'Telemedicina'],
  ['/admin/workplace', 'Centros de trabajo'],
  ['/admin/coverages', 'Coberturas'],
  ['/admin/invoices', 'Facturas'],
  ['/admin/health_safety', 'Seguridad y salud'],
  ['/admin/pages', 'Páginas'],
  ['/admin/schedule', 'Horarios'],
  ['/admin/orders', 'Pedidos'],
  ['/admin/surveys', 'Encuestas'],
  ['/admin/goals', 'Objetivos'],
  ['/admin/tasks', 'Tareas'],
  ['/admin/evaluations', 'Evaluaciones'],
  ['/admin/forms', 'Formularios'],
  ['/admin/podium', 'Podio y niveles'],
  ['/admin/deletion-requests', 'Solicitudes de eliminación'],
  ['/admin/audit', 'Registro de auditoría'],
  ['/admin/support', 'Soporte'],
  ['/admin/settings/sign-in', 'Inicio de sesión'],
  ['/admin/settings/public-api', 'API pública'],
] as const;

for (const width of [375, 900, 1440]) {
  test.describe(`admin screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('row actions are on screen and the page never scrolls sideways', async ({ page }) => {
      // One test walks every section (with an axe scan at two widths): its budget grows with them.
      test.setTimeout(test.info().timeout + SECTIONS.length * 10_000);
      await openAdmin(page, SECTIONS[0][0]);
      const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
      for (const [index, [path, heading]] of SECTIONS.entries()) {
        // The next section through the console's own menu (no page load), as people move: in
        // the frame's side menu from 900 px, in its drawer below (opened by the button beside
        // the title); every other one found through the menu's search box and Enter.
        if (index > 0) {
          if (width < 900) await page.getByRole('button', { name: /^Secciones:/ }).click();
          const search = nav.getByRole('searchbox', { name: 'Buscar sección' });
          await search.fill(index % 2 === 0 ? heading : '');
          await expect(nav.getByRole('link', { name: heading, exact: true })).toBeVisible();
          const first = await nav.locator('[data-admin-section]').first().textContent();
          if (index % 2 === 0 && first === heading) {
            await search.press('Enter');
          } else {
            await nav.getByRole('link', { name: heading, exact: true }).click();
          }
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          // The drawer closes after a choice.
          if (width < 900) await expect(nav).toHaveCount(0);
        }
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        // The current section is marked in the menu (the drawer's button names it below 900 px).
        if (width < 900) {
          await expect(page.getByRole('button', { name: `Secciones: ${heading}` })).toBeVisible();
        } else {
          await expect(nav.getByRole('link', { name: heading, exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(width);
        const outside = await page.locator('[data-row-actions]').evaluateAll(
          (cells, right) =>
            cells
              .map((cell) => cell.getBoundingClientRect())
              .filter((box) => box.width > 0 && (box.left < 0 || box.right > right + 0.5))
              .map((box) => `${Math.round(box.left)}–${Math.round(box.right)}`),
          width,
        );
        expect(outside, `${path}: row actions outside the screen`).toEqual([]);
        // A label wraps when one of its text nodes lays out on more than one line.
        const wrapped = await page.locator('main button').evaluateAll((buttons) =>
          buttons
            .filter((button) => {
              const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.textContent?.trim()) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                const tops = Array.from(range.getClientRects()).map((rect) => rect.top);
                if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) return true;
              }
              return false;
            })
            .map((button) => button.textContent?.trim()),
        );
        expect(wrapped, `${path}: buttons whose label wraps`).toEqual([]);
        if (width !== 900) await expectNoSeriousA11yViolations(page);
        if (process.env.SCREENSHOTS_DIR) {
          const name = path.replace(/^\/admin\//, '').replaceAll('/', '-');
          await page.screenshot({
            path: `${process.env.SCREENSHOTS_DIR}/admin-${name}-${width}.png`,
            fullPage: true,
          });
        }
      }
    });
  });
}
