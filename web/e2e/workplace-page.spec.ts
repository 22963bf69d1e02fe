// "Mi centro de trabajo" (flag `workplace`, issue 33): Ana, who works at the demo's Oficina
// Central, opens the page from the main menu and finds her site with its address, local time and
// how to get there, her working hours (flag `schedule`) and who works there: her colleagues of
// the Oficina Central, not herself nor the people of Planta Monterrey. She searches Jorge by name
// and opens his profile. The page passes axe and fits 375, 900 and 1440 px.
import { ANA_EMAIL } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';

test.describe('my workplace', () => {
  test('a member finds her site, her working hours and her colleagues, and searches one', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'workplace', () =>
      withModule(request, 'schedule', async () => {
        await useSourceGlossaryIfAsked(page);
        await enterAs(page, ANA_EMAIL, '/');
        await page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('link', { name: 'Mi centro de trabajo' })
          .click();
        await expect(page).toHaveURL(/\/workplace$/);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Mi centro de trabajo' }),
        ).toBeVisible();

        const site = page.getByRole('region', { name: 'Oficina Central' });
        await expect(site).toContainText('Ciudad de México, México');
        await expect(site).toContainText('Paseo de la Reforma 222');
        await expect(site).toContainText('Metro Insurgentes (línea 1)');
        await expect(site).toContainText(/Hora local: \p{L}+, \d{1,2}:\d{2}/u);
        await expect(site).toContainText('America/Mexico_City');
        await expect(site.getByRole('link', { name: '+52 55 1234 5678' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Horario laboral' })).toBeVisible();

        const who = page.getByRole('region', { name: 'Quién trabaja aquí' });
        const list = who.getByRole('list', { name: 'Personas que trabajan en Oficina Central' });
        await expect(list.getByRole('link', { name: 'Carlos Ruiz' })).toBeVisible();
        await expect(who.getByRole('status')).toHaveText(/^\d+ personas$/);
        await expect(list.getByRole('link', { name: 'Ana Torres' })).toHaveCount(0);
        await expect(list.getByRole('link', { name: 'Sofía Ramírez' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        await who.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('jor');
        await expect(list.getByRole('link', { name: 'Carlos Ruiz' })).toHaveCount(0);
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expect(who.getByRole('status')).toHaveText('1 persona');
        await who.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('sofía');
        await expect(who.getByText('Nadie coincide con «sofía»')).toBeVisible();
        await who.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('jor');
        await list.getByRole('link', { name: 'Jorge Martínez' }).click();
        await expect(page).toHaveURL(/\/user\?id=\d+$/);
        await expect(page.getByRole('heading', { name: 'Jorge Martínez' }).first()).toBeVisible();

        await fitsEveryWidth(browser, ANA_EMAIL, '/workplace', 'Mi centro de trabajo');
      }),
    );
  });
});
