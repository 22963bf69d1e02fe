// The standard analytics dashboard (flag `analytics`, engagement.md §14 ANA-1/ANA-5/ANA-★1) on
// the demo organisation, whose seed refreshed the analytics tables: the admin opens "Analítica"
// from the menu, switches the period, opens a chart's table and its definition and downloads it
// from the card's "Descargar" menu as CSV, Excel (a ZIP whose sheet holds the table) and PNG; the
// page passes axe and does not scroll sideways at 375, 900 and 1440 px. A member has no
// menu entry and /charts is not found for them. Phase 2 (ANA-2, ANA-3, ANA-5, ANA-★3): the admin
// opens "Equidad" (12 demo people, k = 5: only Tecnología, 5 people, is shown by department, the
// other departments are counted as hidden), groups it by seniority, reads the Lorenz curve as a
// table and its definition; Luis Herrera (leader) opens "Mi equipo" from the menu and sees his four
// people; Ana (member) has no such entry and /charts/team tells her it is for leaders.
import { readFileSync } from 'node:fs';

import { ADMIN_EMAIL, ANA_EMAIL } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const LEADER_EMAIL = 'leader@demo.local';

/** The text of one entry of a ZIP whose entries are stored (the app's .xlsx): walks the local
 *  headers from the start. */
function storedEntry(zip: Buffer, name: string): string | null {
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extra;
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === name) {
      return zip.toString('utf8', start, start + size);
    }
    at = start + size;
  }
  return null;
}

test.describe('analytics dashboard', () => {
  test('an admin reads the dashboard, switches the period, reads a chart as a table and downloads it', async ({
    page,
  }) => {
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, ADMIN_EMAIL, '/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Analítica' })
      .click();
    await expect(page).toHaveURL(/\/charts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    const sent = page.getByRole('group', { name: 'Reconocimientos enviados' });
    await expect(sent.getByTestId('kpi-value')).toHaveText(/^[1-9]/);
    await expect(page.getByRole('button', { name: 'Últimos 30 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText(/^Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}, comparado con/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Últimos 90 días' }).click();
    await expect(page).toHaveURL(/chartsPeriod=90d/);
    await expect(page.getByRole('button', { name: 'Últimos 90 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sent.getByTestId('kpi-value')).toHaveText(/^[1-9]/);

    const chart = page.getByRole('region', { name: 'Reconocimientos enviados' });
    await chart.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = chart.getByRole('table', { name: 'Reconocimientos enviados' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Desde',
      'Hasta',
      'Reconocimientos enviados',
    ]);
    await chart.getByRole('button', { name: '¿Cómo se calcula?' }).click();
    await expect(chart.getByTestId('definition')).toContainText('Número de reconocimientos');
    await expect(chart.getByTestId('definition')).toContainText('mayor de lo que el azar');
    await expectNoSeriousA11yViolations(page);

    // ANA-★2: the participation tile carries its 95 % interval; each department's change is
    // judged against chance in the table.
    await expect(
      page
        .getByRole('group', { name: 'Participación por departamento' })
        .getByTestId('kpi-interval'),
    ).toContainText(/Intervalo de 95\s%: \d+\s%\s–\s\d+\s%/);
    const participation = page.getByRole('region', { name: 'Participación por departamento' });
    await participation.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect(
      participation.getByRole('table', { name: 'Participación por departamento' }),
    ).toContainText(/Sin cambio significativo|Significativo/);

    // ANA-5: the card's "Descargar" menu: CSV, Excel and the chart as an image (drawn from the
    // chart, which stays in the page while its table shows).
    const downloads = chart.getByRole('button', { name: 'Descargar Reconocimientos enviados' });
    const fileName = /^reconocimientos-enviados-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\./;
    const download = page.waitForEvent('download');
    await downloads.click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`${fileName.source}csv$`));

    const excelDownload = page.waitForEvent('download');
    await downloads.click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const excel = await excelDownload;
    expect(excel.suggestedFilename()).toMatch(new RegExp(`${fileName.source}xlsx$`));
    const xlsx = readFileSync(await excel.path());
    expect(xlsx.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const sheet = storedEntry(xlsx, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain(
      '<c r="C1" s="1" t="inlineStr"><is><t xml:space="preserve">Reconocimientos enviados</t></is></c>',
    );
    expect(sheet).toMatch(/<c r="C2"><v>\d+<\/v><\/c>/);

    const imageDownload = page.waitForEvent('download');
    await downloads.click();
    await page.getByRole('menuitem', { name: 'Imagen (.png)' }).click();
    const image = await imageDownload;
    expect(image.suggestedFilename()).toMatch(new RegExp(`${fileName.source}png$`));
    const png = readFileSync(await image.path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Drawn at twice the 640 px layout.
    expect(png.readUInt32BE(16)).toBe(1280);
    await expect(chart.getByRole('alert')).toHaveCount(0);
  });

  test('the dashboard fits 375, 900 and 1440 px', async ({ browser }) => {
    for (const width of [375, 900, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'es-ES',
      });
      const page = await context.newPage();
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, ADMIN_EMAIL, '/charts?chartsPeriod=12m');
      await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Reconocimientos enviados' })).toBeVisible();
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `/charts scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
      await context.close();
    }
  });

  test('a member has no menu entry and /charts is not found', async ({ page }) => {
    await enterAs(page, ANA_EMAIL, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Analítica' })).toHaveCount(0);
    await page.goto('/charts');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('an admin reads Equidad, groups it by seniority and reads the Lorenz curve as a table', async ({
    page,
  }) => {
    await enterAs(page, ADMIN_EMAIL, '/charts?chartsPeriod=12m');
    await expect(page.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    await page.getByRole('tab', { name: 'Equidad' }).click();
    await expect(page).toHaveURL(/chartsTab=equity/);
    await expect(page.getByRole('tab', { name: 'Equidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const gini = page.getByRole('group', { name: 'Coeficiente de Gini del reconocimiento' });
    await expect(gini.getByTestId('figure-value')).toHaveText(/^[01],\d{2}$/);
    await expect(page.getByRole('group', { name: 'Personas reconocidas' })).toContainText(
      'de 12 personas',
    );

    // By department (the default): only Tecnología reaches k = 5; the rest are counted.
    const byDepartment = page.getByRole('table', { name: 'Equidad por Departamento' });
    await expect(byDepartment.getByRole('rowheader')).toHaveText(['Tecnología']);
    await expect(byDepartment.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('5');
    await expect(page.getByTestId('hidden-groups')).toHaveText(
      /^\d+ grupos? con menos de 5 personas no se muestran? para proteger la privacidad \(\d+ personas?\)\.$/,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Agrupar por').selectOption({ label: 'Antigüedad' });
    await expect(page).toHaveURL(/chartsBy=seniority/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Equidad por Antigüedad' }),
    ).toBeVisible();
    await expect(page.getByLabel('Agrupar por')).toHaveValue('seniority');

    const lorenz = page.getByRole('region', { name: 'Curva de Lorenz' });
    await lorenz.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = lorenz.getByRole('table', { name: 'Curva de Lorenz' });
    await expect(table.getByRole('row')).toHaveCount(12);
    await lorenz.getByRole('button', { name: '¿Cómo se calcula?' }).click();
    await expect(lorenz.getByTestId('definition')).toContainText('Cuán desigual');
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin reads Red and Reciprocidad', async ({ page }) => {
    await enterAs(page, ADMIN_EMAIL, '/charts?chartsPeriod=12m&chartsTab=network');
    const matrix = page.getByRole('table', { name: 'Reconocimientos de un departamento a otro' });
    await expect(matrix.getByRole('rowheader').first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Reconocimientos entre departamentos' }),
    ).toBeVisible();
    // The person level, for admins: who connects departments (nobody crosses in the demo) and
    // the strongest links between two people.
    await expect(page.getByTestId('no-bridges')).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Conexiones más fuertes entre personas' })
        .getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Reciprocidad' }).click();
    await expect(page).toHaveURL(/chartsTab=reciprocity/);
    await expect(page.getByText(/nunca una sanción automática/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Parejas para revisar' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Grupos pequeños para revisar' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a leader opens Mi equipo from the menu and sees his four people', async ({ page }) => {
    await enterAs(page, LEADER_EMAIL, '/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Mi equipo' })
      .click();
    await expect(page).toHaveURL(/\/charts\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi equipo' })).toBeVisible();
    const people = page.getByTestId('team-person');
    await expect(people).toHaveCount(4);
    for (const name of ['Ana Torres', 'Carlos Ruiz', 'Jorge Martínez', 'Lucía Paredes']) {
      await expect(people.filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.getByRole('group', { name: 'Participación' })).toContainText('de 4 personas');
    await expect(page.getByRole('link', { name: 'Ir a Pendientes de aprobar' })).toHaveAttribute(
      'href',
      '/approvals',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a member has no Mi equipo entry and /charts/team is for leaders', async ({ page }) => {
    await enterAs(page, ANA_EMAIL, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mi equipo' })).toHaveCount(0);
    await page.goto('/charts/team');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Esta página es para líderes' })).toBeVisible();
  });

  test('Equidad and Mi equipo fit 375, 900 and 1440 px', async ({ browser }) => {
    for (const width of [375, 900, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: 'es-ES',
      });
      const page = await context.newPage();
      await useSourceGlossaryIfAsked(page);
      const screens = [
        {
          email: ADMIN_EMAIL,
          path: '/charts?chartsPeriod=12m&chartsTab=equity',
          ready: page.getByRole('group', { name: 'Coeficiente de Gini del reconocimiento' }),
        },
        {
          email: ADMIN_EMAIL,
          path: '/charts?chartsPeriod=12m&chartsTab=network',
          ready: page.getByRole('table', { name: 'Reconocimientos de un departamento a otro' }),
        },
        {
          email: LEADER_EMAIL,
          path: '/charts/team',
          ready: page.getByTestId('team-person').first(),
        },
      ];
      for (const { email, path, ready } of screens) {
        await enterAs(page, email, path);
        await expect(ready).toBeVisible();
        await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });
});
