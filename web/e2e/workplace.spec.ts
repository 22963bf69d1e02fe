// Workplace (flag `workplace`, issue 33): the admin creates a site in the console's "Centros de
// trabajo" and assigns the whole Comercial department to it; Sofía (Spanish) sees it on her wall
// with how to get there, Valentina (English) sees it in English, and Ana sees Valentina's site on
// her public profile by its name and city only. The pages pass axe and fit 375, 900 and 1440 px.
// Afterwards Comercial goes back to the demo's Planta Monterrey and the new site is deleted.
import type { APIRequestContext } from '@playwright/test';

import { ADMIN_EMAIL, ANA_EMAIL, apiToken, openAdmin, uniqueName } from './admin-support';
import { Member } from './recognition-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';

const SOFIA_EMAIL = 'sofia.ramirez@demo.local';
const VALENTINA_EMAIL = 'valentina.rojas@demo.local';

type Site = { id: number; name: string };

async function admin(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
}

test.describe('workplace', () => {
  test('a site for the whole Comercial department, on their profiles in Spanish and English', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await withModule(request, 'workplace', async () => {
      const name = uniqueName('Centro Norte');
      const headers = await admin(request);
      const sites = async () =>
        (
          (await (await request.get('/api/org/workplace/sites', { headers })).json()) as {
            data: Site[];
          }
        ).data;
      try {
        // The admin creates the site from the console.
        await openAdmin(page, '/admin/workplace');
        await expect(
          page.getByRole('heading', { level: 2, name: 'Centros de trabajo' }),
        ).toBeVisible();
        await page.getByRole('button', { name: 'Nuevo centro' }).first().click();
        const editor = page.getByRole('dialog', { name: 'Nuevo centro de trabajo' });
        await editor.getByRole('textbox', { name: /^Nombre/ }).fill(name);
        await editor.getByRole('textbox', { name: /^Dirección/ }).fill('Av. Constitución 400');
        await editor.getByRole('textbox', { name: /^Ciudad/ }).fill('Saltillo');
        await editor
          .getByRole('textbox', { name: /^Enlace al mapa/ })
          .fill('https://maps.e2e.test/norte');
        await editor
          .getByRole('textbox', { name: 'Cómo llegar (español)' })
          .fill('Entrada por la puerta 3.');
        await editor
          .getByRole('textbox', { name: 'Cómo llegar (inglés)' })
          .fill('Enter through gate 3.');
        await expectNoSeriousA11yViolations(page);
        await editor.getByRole('button', { name: 'Crear centro' }).click();
        await expect(page.getByText(`Centro «${name}» creado`)).toBeVisible();

        // ... and assigns the whole Comercial department to it.
        await page.getByRole('button', { name: `Asignar personas a ${name}` }).click();
        const assign = page.getByRole('dialog', { name: `Asignar personas a «${name}»` });
        await assign.getByRole('radio', { name: 'Toda un área' }).check();
        await assign.getByRole('combobox', { name: 'Área' }).selectOption({ label: 'Comercial' });
        await expectNoSeriousA11yViolations(page);
        await assign.getByRole('button', { name: 'Asignar' }).click();
        await expect(
          page.getByText(`personas asignadas a «${name}»`, { exact: false }),
        ).toBeVisible();

        // Its people, searched by name.
        await page.getByRole('button', { name: `Personas de ${name}` }).click();
        const people = page.getByRole('dialog', { name: `Personas de «${name}»` });
        await expect(people.getByText('Sofía Ramírez')).toBeVisible();
        await people.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill('valen');
        await expect(people.getByText('Valentina Rojas')).toBeVisible();
        await expect(people.getByText('Sofía Ramírez')).toHaveCount(0);
        await people.getByRole('button', { name: 'Cerrar' }).click();

        // Sofía sees it on her wall, with how to get there.
        const sofia = await browser.newContext({ locale: 'es-ES' });
        const sofiaPage = await sofia.newPage();
        await useSourceGlossaryIfAsked(sofiaPage);
        await enterAs(sofiaPage, SOFIA_EMAIL, '/profile');
        const mine = sofiaPage.getByRole('region', { name: 'Centro de trabajo' });
        await expect(mine).toContainText(name);
        await expect(mine).toContainText('Saltillo, México');
        await expect(mine).toContainText('Entrada por la puerta 3.');
        await expect(mine.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
          'href',
          'https://maps.e2e.test/norte',
        );
        await expectNoSeriousA11yViolations(sofiaPage);
        await sofia.close();

        // Valentina reads it in English (her profile says so; another spec may have left it
        // Spanish on this server).
        await (await Member.signIn(request, VALENTINA_EMAIL)).setLanguage('english');
        const valentina = await browser.newContext({ locale: 'en-US' });
        const valentinaPage = await valentina.newPage();
        await useSourceGlossaryIfAsked(valentinaPage);
        await enterAs(valentinaPage, VALENTINA_EMAIL, '/profile');
        const hers = valentinaPage.getByRole('region', { name: 'Site' });
        await expect(hers).toContainText(name);
        await expect(hers).toContainText('How to get there');
        await expect(hers).toContainText('Enter through gate 3.');
        const valentinaId = await valentinaPage.evaluate(async () => {
          const token = window.localStorage.getItem('auth_token') ?? '';
          const me = await fetch('/api/user', { headers: { Authorization: `Bearer ${token}` } });
          return ((await me.json()) as { data: { id: number } }).data.id;
        });
        await valentina.close();

        // Ana sees Valentina's site on her public profile: its name and city, not the notes.
        const ana = await browser.newContext({ locale: 'es-ES' });
        const anaPage = await ana.newPage();
        await useSourceGlossaryIfAsked(anaPage);
        await enterAs(anaPage, ANA_EMAIL, `/user?id=${valentinaId}`);
        const theirs = anaPage.getByRole('region', { name: 'Centro de trabajo' });
        await expect(theirs).toContainText(name);
        await expect(theirs).toContainText('Saltillo, México');
        await expect(theirs).not.toContainText('puerta 3');
        await ana.close();

        await fitsEveryWidth(browser, ADMIN_EMAIL, '/admin/workplace', /^Centros de trabajo$/);
        await fitsEveryWidth(browser, SOFIA_EMAIL, '/profile', /^Centro de trabajo$/);
      } finally {
        // Comercial back at the demo's Planta Monterrey, and the new site gone.
        const all = await sites();
        const plant = all.find((site) => site.name === 'Planta Monterrey');
        const created = all.find((site) => site.name === name);
        const departments = (await (await request.get('/api/departments', { headers })).json()) as {
          data: { id: number; name: string }[];
        };
        const sales = departments.data.find((department) => department.name === 'Comercial');
        if (plant && sales) {
          const back = await request.post(`/api/org/workplace/sites/${plant.id}/people`, {
            headers,
            data: { department_id: sales.id },
          });
          expect(back.status(), await back.text()).toBe(200);
        }
        if (created) {
          const gone = await request.delete(`/api/org/workplace/sites/${created.id}`, { headers });
          expect(gone.status(), await gone.text()).toBe(200);
        }
      }
    });
  });
});
