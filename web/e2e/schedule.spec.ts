// Working hours (flag `schedule`, issue 33): the admin creates a schedule in the console's
// weekly grid (two intervals on Monday: an overlap is refused until fixed), assigns it to Ana
// with the people search, and Ana finds it on her profile with its time zone and whether she is
// at work now, in Spanish and then in English. The console's section passes axe.
import type { APIRequestContext } from '@playwright/test';

import { ADMIN_EMAIL, ANA_EMAIL, openAdmin, pickPerson, uniqueName } from './admin-support';
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

/** Leaves the demo as it was: Ana back on the default and in Spanish, the schedule deleted. */
async function cleanUp(request: APIRequestContext, name: string) {
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
  const ana = { Authorization: `Bearer ${await apiToken(request, ANA_EMAIL)}` };
  const me = await request.get('/api/user', { headers: ana });
  const anaId = ((await me.json()) as { data: { id: number } }).data.id;
  await request.post('/api/org/schedules/assign', {
    headers: admin,
    data: { schedule_id: null, user_ids: [anaId] },
  });
  const list = await request.get('/api/org/schedules', { headers: admin });
  const schedules = ((await list.json()) as { data: { id: number; name: string }[] }).data;
  for (const s of schedules.filter((entry) => entry.name === name)) {
    await request.delete(`/api/org/schedules/${s.id}`, { headers: admin });
  }
  await request.patch('/api/user/account/update', { headers: ana, data: { language: 'spanish' } });
}

test.describe('working hours', () => {
  test('an admin creates a schedule and assigns it; the member sees it on her profile in Spanish and English', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const name = uniqueName('Oficina partida');
    await withModule(request, 'schedule', async () => {
      try {
        await openAdmin(page, '/admin/schedule');
        await expect(page.getByRole('heading', { level: 2, name: 'Horarios' })).toBeVisible();
        await expect(page.getByText('Oficina L–V 9–18')).toBeVisible();
        await page.getByRole('button', { name: 'Nuevo horario' }).click();
        const editor = page.getByRole('dialog', { name: 'Nuevo horario' });
        await editor.getByRole('textbox', { name: /^Nombre/ }).fill(name);
        await editor.getByRole('combobox', { name: 'Zona horaria' }).fill('America/Mexico_City');
        // Monday gets a second interval: 15:00–18:00 overlaps 9:00–18:00 until the first ends at 14:00.
        await editor.getByRole('button', { name: 'Añadir tramo al Lunes' }).click();
        await expect(editor.getByText('Los tramos del día se superponen.')).toBeVisible();
        await editor.getByLabel('Fin del tramo 1 del Lunes').fill('14:00');
        await expect(editor.getByText('Los tramos del día se superponen.')).toBeHidden();
        await expectNoSeriousA11yViolations(page);
        await editor.getByRole('button', { name: 'Guardar' }).click();
        await expect(page.getByText('Horario guardado.')).toBeVisible();

        const card = page.getByRole('listitem').filter({ hasText: name });
        await expect(card).toContainText('L 9:00–14:00, 15:00–18:00 · M–V 9:00–18:00');
        await card.getByRole('button', { name: 'Asignar' }).click();
        const assign = page.getByRole('dialog', { name: `Asignar «${name}»` });
        await pickPerson(page, /^Personas/, 'Ana Torres');
        await assign.getByRole('button', { name: 'Asignar' }).click();
        await expect(page.getByText(`«${name}» asignado a 1 persona.`)).toBeVisible();
        await expect(card).toContainText('1 persona asignada');

        // Ana sees it on her profile, in Spanish.
        const context = await browser.newContext({ locale: 'es-ES' });
        const ana = await context.newPage();
        await useSourceGlossaryIfAsked(ana);
        await enterAs(ana, ANA_EMAIL, '/profile');
        const hours = ana.getByRole('region', { name: 'Horario laboral' });
        await expect(hours).toContainText(
          'L 9:00–14:00, 15:00–18:00 · M–V 9:00–18:00 (America/Mexico_City)',
        );
        await expect(hours.getByTestId('working-now')).toHaveText(
          /^(En horario laboral ahora|Fuera de horario)$/,
        );
        await expectNoSeriousA11yViolations(ana);

        // Then in English.
        await ana.getByRole('button', { name: /Ana Torres/ }).click();
        await ana.getByRole('menuitemradio', { name: 'English' }).click();
        const hoursEn = ana.getByRole('region', { name: 'Working hours' });
        await expect(hoursEn).toContainText(
          'Mon 9:00–14:00, 15:00–18:00 · Tue–Fri 9:00–18:00 (America/Mexico_City)',
        );
        await expect(hoursEn.getByTestId('working-now')).toHaveText(
          /^(At work now|Outside working hours)$/,
        );
        await ana.reload();
        await waitForApp(ana);
        await expect(ana.getByRole('region', { name: 'Working hours' })).toBeVisible();
        await context.close();
      } finally {
        await cleanUp(request, name);
      }
    });
  });
});
