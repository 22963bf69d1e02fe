// Tasks (issue 30): an admin writes a template that starts by itself when a person is created,
// with two items for the person's leader, the second waiting for the first; the admin creates
// the person and the leader finds both tasks with their due dates counted from the person's hire
// date, the second blocked until the first is done. A task another person assigns appears in
// the list without a reload. /tasks is checked with axe at 375 and 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';

import { ADMIN_EMAIL, openAdmin, uniqueName } from './admin-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  withModule,
} from './support';

const LEADER_EMAIL = 'leader@demo.local';

async function bearer(request: APIRequestContext, email: string) {
  return { Authorization: `Bearer ${await apiToken(request, email)}` };
}

/** The organisation's calendar day (its time zone, as the server counts "today") moved by
 *  `days`, as 'YYYY-MM-DD'. The machine's own day differs for hours around midnight. */
async function orgDay(request: APIRequestContext, days: number): Promise<string> {
  const response = await request.get('/api/tasks?view=today&perPage=1', {
    headers: await bearer(request, ADMIN_EMAIL),
  });
  expect(response.status(), await response.text()).toBe(200);
  const today = ((await response.json()) as { meta: { today: string } }).meta.today;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function userId(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get('/api/user', { headers: await bearer(request, email) });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { id?: number; user?: { id: number } } };
  const id = body.data.id ?? body.data.user?.id;
  if (typeof id !== 'number') throw new Error('GET /api/user gave no id');
  return id;
}

/** The leader's /tasks, searching for `text`, on one tab. */
async function openTasks(page: Page, tab: 'Hoy' | 'Próximas', text: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('searchbox', { name: 'Buscar tareas' }).fill(text);
}

test('a template starts for a new person; the second task waits for the first', async ({
  page,
  browser,
  request,
}) => {
  await withModule(request, 'tasks', async () => {
    const name = uniqueName('Bienvenida');
    const tag = name.split(' ')[1] ?? name;
    const prepare = `Preparar el puesto ${tag}`;
    const meet = `Reunión de bienvenida ${tag}`;

    // The admin writes the template in the console.
    await openAdmin(page, '/admin/tasks');
    await expect(page.getByRole('heading', { level: 2, name: 'Tareas' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva plantilla' }).first().click();
    await page.getByLabel(/Nombre \(español\)/).fill(name);
    await expect(page.getByLabel('Cuándo se inicia')).toHaveValue('person_created');
    const first = page.getByRole('group', { name: 'Tarea 1 de la plantilla' });
    await first.getByLabel(/Título/).fill(prepare);
    await first.getByLabel('Días desde la fecha de referencia').fill('-3');
    await expect(first.getByText('3 días antes del ingreso')).toBeVisible();
    await first.getByLabel('Quién la hace').selectOption('leader');
    await page.getByRole('button', { name: 'Agregar tarea' }).click();
    const second = page.getByRole('group', { name: 'Tarea 2 de la plantilla' });
    await second.getByLabel(/Título/).fill(meet);
    await second.getByLabel('Días desde la fecha de referencia').fill('1');
    await expect(second.getByText('1 día después del ingreso')).toBeVisible();
    await second.getByLabel('Quién la hace').selectOption('leader');
    await second.getByRole('combobox', { name: 'Espera a' }).click();
    await page.getByRole('option', { name: prepare }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Crear plantilla' }).click();
    await expect(page.getByRole('heading', { name: 'Editar plantilla' })).toBeVisible();

    // The admin creates a person who joins in three days, led by Luis.
    const leaderId = await userId(request, LEADER_EMAIL);
    const created = await request.post('/api/org/create/user', {
      headers: await bearer(request, ADMIN_EMAIL),
      data: {
        email: `nuevo.${tag.toLowerCase()}@demo.local`,
        first_name: 'Nuevo',
        last_name: tag,
        leader_id: leaderId,
        admission_date: await orgDay(request, 3),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // Luis finds the first task due today, from the template, and the second in four days,
    // blocked by the first.
    await enterAs(page, LEADER_EMAIL, '/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
    await openTasks(page, 'Hoy', tag);
    const prepareRow = page.getByRole('listitem').filter({ hasText: prepare });
    await expect(prepareRow.getByText('Vence hoy')).toBeVisible();
    await expect(prepareRow.getByText(`Plantilla «${name}»`)).toBeVisible();

    await openTasks(page, 'Próximas', tag);
    const meetRow = page.getByRole('listitem').filter({ hasText: meet });
    await expect(meetRow.getByText('Vence en 4 días')).toBeVisible();
    await expect(meetRow.getByText(`Bloqueada por «${prepare}»`)).toBeVisible();
    await expect(meetRow.getByRole('checkbox', { name: `Completar «${meet}»` })).toBeDisabled();

    // He completes the first: the second is free.
    await openTasks(page, 'Hoy', tag);
    // Ticked at once (before the server answers), then gone from today's list.
    await prepareRow.getByRole('checkbox', { name: `Completar «${prepare}»` }).click();
    await expect(prepareRow).toHaveCount(0);
    await openTasks(page, 'Próximas', tag);
    await expect(meetRow.getByText(/Bloqueada por/)).toHaveCount(0);
    await expect(meetRow.getByRole('checkbox', { name: `Completar «${meet}»` })).toBeEnabled();

    // The task's detail says where it came from.
    await meetRow.getByRole('button', { name: meet }).click();
    await expect(page.getByText(`Creada por la plantilla «${name}»`)).toBeVisible();

    // In the console, the run shows one task of two done.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await other.newPage();
    await openAdmin(admin, '/admin/tasks?runs');
    const run = admin.getByRole('row').filter({ hasText: `Nuevo ${tag}` });
    await expect(run.getByText('1 de 2 hechas')).toBeVisible();
    await other.close();
  });
});

test('a task another person assigns appears in the list without a reload', async ({
  page,
  request,
}) => {
  await withModule(request, 'tasks', async () => {
    const title = uniqueName('Revisar el informe');
    await enterAs(page, LEADER_EMAIL, '/tasks');
    await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Hoy/ })).toHaveAttribute('aria-selected', 'true');
    // Wait for the list (or its empty state) before the task is assigned.
    await expect(page.getByText('Cargando tareas')).toHaveCount(0);

    const leaderId = await userId(request, LEADER_EMAIL);
    const response = await request.post('/api/tasks', {
      headers: await bearer(request, ADMIN_EMAIL),
      data: { title, assignee_ids: [leaderId], due_on: await orgDay(request, 0), priority: 'high' },
    });
    expect(response.status(), await response.text()).toBe(201);

    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Alta')).toBeVisible();
    await expect(row.getByText('Vence hoy')).toBeVisible();
  });
});

for (const width of [375, 1440]) {
  test(`/tasks reads well at ${width} px`, async ({ page, request }) => {
    await withModule(request, 'tasks', async () => {
      await page.setViewportSize({ width, height: 900 });
      await enterAs(page, 'ana.torres@demo.local', '/tasks');
      await expect(page.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
      await expect(page.getByText('Cargando tareas')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
    });
  });
}
