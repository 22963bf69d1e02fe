// Moods (issue 32, engagement.md §13; docs/moods.md). The demo holds three weeks of working-day
// check-ins, handed to the privacy engine when the demo was seeded. Ana Torres, on a phone
// (375 px), checks in from the home card (a face and a tag), sees the quiet confirmation and her
// week, then opens /moods and finds her history with its calendar and trend. Luis Herrera, her
// leader (1440 px), opens "Equipo": his team of four stays hidden below k ("Menos de 5 personas
// registraron su ánimo"), while Ana's shared history shows him levels and never her notes. The
// admin's "Organización" view publishes, and one department picked there reads as a group of
// its own. Each screen is checked with axe.
import { enterAs, expect, expectNoSeriousA11yViolations, test, withModule } from './support';

test.describe('moods', () => {
  test('a person checks in and reads her history; her leader sees a hidden team and her shared levels, never notes', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'moods', async () => {
      // Ana, on a phone.
      const phone = await browser.newContext({
        viewport: { width: 375, height: 812 },
        locale: 'es-ES',
      });
      const ana = await phone.newPage();
      await enterAs(ana, 'ana.torres@demo.local');
      const card = ana.getByTestId('mood-check-in-card');
      await expect(card.getByRole('heading', { name: '¿Cómo te sientes hoy?' })).toBeVisible();
      await card.getByRole('button', { name: 'Bien', exact: true }).click();
      await card.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Nota privada de Ana');
      await card.getByRole('button', { name: 'Carga de trabajo' }).click();
      await card.getByRole('button', { name: 'Guardar' }).click();
      await expect(
        card
          .getByRole('status')
          .filter({ hasText: 'Guardado. Puedes cambiarlo hasta el final del día.' }),
      ).toBeVisible();
      await expect(card.getByText('Hoy: Bien')).toBeVisible();
      await expect(card.getByRole('list', { name: 'Tu semana' })).toBeVisible();
      await expectNoSeriousA11yViolations(ana);

      await card.getByRole('link', { name: 'Ver mi historial' }).click();
      await expect(ana.getByRole('heading', { level: 1, name: 'Mi ánimo' })).toBeVisible();
      const calendar = ana.getByRole('list', { name: 'Calendario de ánimo' });
      // Three weeks of working days and today's check-in.
      await expect(calendar.getByRole('listitem').first()).toBeVisible();
      expect(await calendar.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
      await expect(calendar).toContainText('Nota: Nota privada de Ana');
      await expect(ana.getByRole('img', { name: /Tendencia del ánimo/ })).toBeVisible();
      await expect(
        ana.getByRole('switch', { name: 'Compartir mi historial con mi líder' }),
      ).toBeChecked();
      await expectNoSeriousA11yViolations(ana);
      await phone.close();

      // Luis, her leader, at 1440 px.
      await enterAs(page, 'leader@demo.local', '/moods?moodsTab=team');
      const team = page.getByRole('region', { name: 'Mi equipo' });
      await expect(team.getByTestId('mood-insights-hidden')).toHaveText(
        'Menos de 5 personas registraron su ánimo',
      );
      await expect(team.getByRole('table', { name: 'Ánimo por día' })).toContainText(
        'Menos de 5 personas registraron su ánimo',
      );
      await page.getByRole('button', { name: 'Ana Torres' }).click();
      const shared = page.getByRole('region', { name: 'Historial de Ana Torres' });
      await expect(shared.getByRole('list', { name: 'Calendario de ánimo' })).toContainText('Bien');
      await expect(page.getByText('Nota privada de Ana')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // The admin's organisation view publishes.
      await enterAs(page, 'admin@demo.local', '/moods?moodsTab=org');
      const org = page.getByRole('region', { name: 'Toda la organización' });
      await expect(org.getByTestId('mood-insights-summary')).toBeVisible();
      await expect(org).toContainText('Participación');
      await expectNoSeriousA11yViolations(page);

      // One department, picked on the same tab, is a group the engine decides like any other.
      await page.getByLabel('Ver').selectOption({ label: 'Tecnología' });
      await expect(page).toHaveURL(/scope=department%3A\d+/);
      const department = page.getByRole('region', { name: 'Departamento' });
      await expect(
        department.getByRole('heading', { name: 'Departamento: Tecnología' }),
      ).toBeVisible();
    });
  });
});
