// Custom analytics (ANA-4) on the demo organisation: the admin opens "Análisis a medida" from the
// menu, creates a view (participation by department, the last 90 days, as a table, shared with
// leaders) while its preview shows, lands on the view with its table and subscribes to its weekly
// digest; then Luis Herrera (leader) opens it from his list and is told the figures are only his
// team's. The list and the view pass axe and never scroll sideways at 375, 900 and 1440 px. A
// member has no entry and the page tells her it is not for her.
import { ADMIN_EMAIL, ANA_EMAIL } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const LEADER_EMAIL = 'leader@demo.local';

test.describe.serial('custom analytics', () => {
  const name = `Participación por área ${Date.now()}`;
  let viewPath = '';

  test('an admin creates a view shared with leaders, reads its table and subscribes weekly', async ({
    page,
  }) => {
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, ADMIN_EMAIL, '/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Análisis a medida' })
      .click();
    await expect(page).toHaveURL(/\/charts\/custom$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Análisis a medida' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo análisis' }).click();

    const dialog = page.getByRole('dialog', { name: 'Nuevo análisis' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await dialog
      .getByRole('combobox', { name: 'Métrica' })
      .selectOption({ label: 'Participación' });
    await dialog
      .getByRole('combobox', { name: 'Agrupar por' })
      .selectOption({ label: 'Departamento' });
    await dialog
      .getByRole('combobox', { name: 'Periodo' })
      .selectOption({ label: 'Últimos 90 días' });
    await dialog.getByRole('combobox', { name: 'Gráfico' }).selectOption({ label: 'Tabla' });
    await dialog.getByRole('checkbox', { name: 'Líderes' }).check();
    // The preview runs the form: the organisation's total as a tile.
    const preview = dialog.getByRole('region', { name: 'Vista previa' });
    await expect(preview.getByRole('group', { name: 'Participación' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar análisis' }).click();

    await expect(page).toHaveURL(/\/charts\/custom\/\d+$/);
    viewPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Compartido con líderes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Últimos 90 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = page.getByRole('table', { name });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Departamento',
      'Personas',
      'Valor',
      'Intervalo de 95 %',
      'Periodo anterior',
      'Cambio',
    ]);
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(page.getByTestId('scope-note')).toHaveCount(0);

    const digest = page.getByRole('region', { name: 'Resumen por correo' });
    await digest.getByRole('button', { name: 'Semanal' }).click();
    await expect(digest.getByTestId('digest-next')).toHaveText(
      /^Próximo resumen: \d{2}\/\d{2}\/\d{4}\.$/,
    );
    await expect(digest.getByRole('button', { name: 'Semanal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page);

    // The list shows it with its chips.
    await page.getByRole('link', { name: 'Todos los análisis' }).click();
    const card = page.getByTestId('custom-view').filter({ hasText: name });
    await expect(card.getByText('Compartido con líderes')).toBeVisible();
    await expect(card.getByText('Resumen semanal')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a leader opens the shared view from his list and sees only his team', async ({ page }) => {
    expect(viewPath).not.toBe('');
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, LEADER_EMAIL, '/charts/custom');
    await expect(page.getByRole('heading', { level: 1, name: 'Análisis a medida' })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('scope-note')).toHaveText(/^Solo tu equipo: \d+ personas?\.$/);
    // Not his: no edit, no delete.
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the list and the view fit 375, 900 and 1440 px', async ({ browser }) => {
    expect(viewPath).not.toBe('');
    await fitsEveryWidth(browser, ADMIN_EMAIL, '/charts/custom', 'Análisis a medida');
    await fitsEveryWidth(browser, LEADER_EMAIL, viewPath, name);
  });

  test('a member has no entry and the page is not for her', async ({ page }) => {
    await useSourceGlossaryIfAsked(page);
    await enterAs(page, ANA_EMAIL, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Análisis a medida' })).toHaveCount(0);
    await page.goto('/charts/custom');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { name: 'Esta página es para líderes y administradores' }),
    ).toBeVisible();
  });
});
