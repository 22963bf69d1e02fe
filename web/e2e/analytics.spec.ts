// The standard analytics dashboard (flag `analytics`, engagement.md §14 ANA-1/ANA-5/ANA-★1) on
// the demo organisation, whose seed refreshed the analytics tables: the admin opens "Analítica"
// from the menu, switches the period, opens a chart's table and its definition and downloads its
// CSV; the page passes axe and does not scroll sideways at 375, 900 and 1440 px. A member has no
// menu entry and /charts is not found for them.
import { ADMIN_EMAIL, ANA_EMAIL } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

test.describe('analytics dashboard', () => {
  test('an admin reads the dashboard, switches the period, reads a chart as a table and downloads it', async ({
    page,
  }) => {
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
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await chart.getByRole('button', { name: 'Descargar CSV de Reconocimientos enviados' }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^reconocimientos-enviados-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
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
});
