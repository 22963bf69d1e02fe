// Requests ("Solicitudes", flag `requests`, engagement.md §11 BEN-4): Carlos asks for a training
// budget (a demo type decided by his leader, then by People) from "Nueva solicitud", its form
// refusing a required answer left blank; Luis, his leader, finds it in "Por revisar" and approves
// step one from the request's page; an admin approves step two in "Pendientes de aprobar"; Carlos
// sees it "Aprobada" with its timeline. An admin gives a new type's first step a deadline of its
// own; a request of it shows the leader when the step is due, in "Por revisar" and in the chain.
// The pages pass axe, and at 375, 900 and 1440 px none of them scrolls sideways.
import type { Browser, Page } from '@playwright/test';

import { ADMIN_EMAIL, apiToken, openAdmin, uniqueName } from './admin-support';
import {
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  fitsEveryWidth,
  test,
  useSourceGlossaryIfAsked,
  waitForApp,
} from './support';

const CARLOS = 'carlos.ruiz@demo.local';
const LUIS = 'leader@demo.local';
const TRAINING = 'Presupuesto de capacitación';

/** A page of its own for someone else, in Spanish. */
async function pageOf(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, email, path);
  return page;
}

test.describe('requests', () => {
  test('a two-step request: sent, approved by the leader, then by an admin in the inbox', async ({
    page,
    browser,
  }) => {
    test.slow();
    const course = uniqueName('Curso de liderazgo');

    // Carlos chooses the type and fills in its form; a required answer left blank is refused.
    await enterAs(page, CARLOS, '/requests?requestsView=new');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    const types = page.getByRole('list', { name: 'Tipos de solicitud' });
    await expect(types.getByRole('heading', { name: 'Constancia laboral' })).toBeVisible();
    await expect(types.getByRole('heading', { name: 'Días de home office' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: `Solicitar: ${TRAINING}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: TRAINING })).toBeVisible();
    await expect(
      page.getByText('Aprobación: Jefatura → Personas (admins) · Sin plazo'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Curso o programa/ }).fill(course);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('region', { name: 'Hay 1 respuesta por revisar' })).toContainText(
      'Monto (USD): Esta pregunta es obligatoria.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: /^Monto \(USD\)/ }).fill('350');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText(`Enviaste tu solicitud «${TRAINING}».`)).toBeVisible();
    await expect(page).toHaveURL(/\/requests\/\d+$/);
    const detailPath = new URL(page.url()).pathname;
    const id = detailPath.split('/').at(-1) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
    await expect(page.getByText('Paso 1 de 2 · Espera a Luis Herrera')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Respuestas' })).toContainText(course);
    await expectNoSeriousA11yViolations(page);

    // Luis finds it in "Por revisar" and approves step one from the request's page.
    const luis = await pageOf(browser, LUIS, '/requests?requestsView=reviewing');
    const waiting = luis.locator(`[data-request="${id}"]`);
    await expect(waiting).toContainText('De Carlos Ruiz');
    await expect(waiting).toContainText('Paso 1 de 2 · Espera tu decisión');
    await expectNoSeriousA11yViolations(luis);
    await waiting.getByRole('link', { name: TRAINING }).click();
    await expect(luis.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
    await luis.getByRole('button', { name: 'Aprobar' }).click();
    const approve = luis.getByRole('dialog', { name: `Aprobar «${TRAINING}»` });
    await expect(approve).toContainText('Apruebas el paso 1 de 2');
    await approve.getByRole('textbox', { name: /Nota/ }).fill('Adelante, suma al plan del año.');
    await approve.getByRole('button', { name: 'Aprobar' }).click();
    await expect(approve).toBeHidden();
    await expect(luis.getByText(`Aprobaste el paso 1 de «${TRAINING}».`)).toBeVisible();
    await expect(luis.getByText('Paso 2 de 2 · Espera a Personas (admins)')).toBeVisible();
    const chain = luis.getByRole('list', { name: 'Pasos de aprobación' });
    await expect(chain.getByRole('listitem').first()).toContainText('Aprobado por Luis Herrera');
    await expect(luis.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(luis);
    await luis.context().close();

    // An admin approves step two in the approvals inbox.
    await enterAs(page, ADMIN_EMAIL, '/approvals');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pendientes de aprobar' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Solicitudes \(\d+\)$/ }).click();
    // Carlos may have other items waiting (an invoice of another spec): this request's row.
    const row = page.locator(`[data-approval="request:${id}"]`);
    await expect(row).toContainText(TRAINING);
    await expect(row).toContainText('Paso 2 de 2');
    await row.getByRole('button', { name: 'Aprobar lo de Carlos Ruiz' }).click();
    const inbox = page.getByRole('dialog', { name: 'Aprobar lo de Carlos Ruiz' });
    await inbox.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await expect(inbox).toBeHidden();
    await expect(page.getByTestId('approvals-results')).toContainText('Aprobaste 1.');

    // Carlos sees it approved, with its timeline.
    const carlos = await pageOf(browser, CARLOS, detailPath);
    await expect(carlos.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible();
    await expect(carlos.getByText('Aprobada', { exact: true })).toBeVisible();
    const history = carlos.getByRole('list', { name: 'Historial de la solicitud' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').nth(0)).toContainText(
      'Carlos Ruiz envió la solicitud',
    );
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      'Luis Herrera aprobó el paso 1',
    );
    await expect(history.getByRole('listitem').nth(1)).toContainText(
      'Adelante, suma al plan del año.',
    );
    await expect(history.getByRole('listitem').nth(2)).toContainText(
      'Adriana Gómez aprobó el paso 2',
    );
    await expect(carlos.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(carlos);
    await carlos.goto('/requests');
    await waitForApp(carlos);
    await expect(carlos.locator(`[data-request="${id}"]`)).toContainText('Aprobada');
    await carlos.context().close();

    // The console: the types with their chain, a new type's editor, every request.
    await openAdmin(page, '/admin/requests');
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tipos de solicitud' });
    // The demo's home office type gives the leader two days of its own.
    await expect(table.getByRole('row', { name: /Días de home office/ })).toContainText(
      'Jefatura (2 días) → Personas (admins)',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nuevo tipo de solicitud' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nuevo tipo de solicitud' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Agregar paso' }).click();
    await expect(
      page.getByRole('list', { name: 'Pasos de aprobación' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await openAdmin(page, '/admin/requests?requestsTab=requests');
    await expect(
      page.getByRole('table', { name: 'Solicitudes' }).locator(`[data-request="${id}"]`),
    ).toContainText('Aprobada');
    await expectNoSeriousA11yViolations(page);

    // Every screen fits a phone, a tablet and a desktop.
    await fitsEveryWidth(browser, CARLOS, '/requests', /^Solicitudes$/);
    await fitsEveryWidth(browser, CARLOS, '/requests?requestsView=new', /^Solicitudes$/);
    await fitsEveryWidth(browser, LUIS, '/requests?requestsView=reviewing', /^Solicitudes$/);
    await fitsEveryWidth(browser, CARLOS, detailPath, new RegExp(`^${TRAINING}$`));
    await fitsEveryWidth(browser, ADMIN_EMAIL, '/admin/requests', /^Solicitudes$/);
    await fitsEveryWidth(
      browser,
      ADMIN_EMAIL,
      '/admin/requests?requestsTab=requests',
      /^Solicitudes$/,
    );
  });

  test('a request type with a step deadline: set in the editor, due in "Por revisar" and the chain', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const name = uniqueName('Préstamo de equipo');
    await openAdmin(page, '/admin/requests?newRequestType');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nuevo tipo de solicitud' }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: /^Nombre/ })
      .first()
      .fill(name);
    const deadline = page.getByRole('textbox', { name: 'Plazo del paso 1 (días)' });
    await deadline.fill('400');
    await page.getByRole('button', { name: 'Añadir Texto corto' }).click();
    await page.getByRole('textbox', { name: /^Pregunta/ }).fill('¿Qué equipo necesitas?');
    await page.getByRole('button', { name: 'Crear tipo' }).click();
    await expect(page.getByText('El plazo del paso va de 1 a 365 días, o vacío.')).toBeVisible();
    await deadline.fill('2');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Crear tipo' }).click();
    await expect(page.getByText(`Creaste el tipo de solicitud «${name}».`)).toBeVisible();
    await openAdmin(page, '/admin/requests');
    await expect(
      page
        .getByRole('table', { name: 'Tipos de solicitud' })
        .getByRole('row', { name: new RegExp(name) }),
    ).toContainText('Jefatura (2 días)');

    // Carlos asks for it; his leader sees when the step is due.
    const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN_EMAIL)}` };
    const listed = await request.get('/api/org/requests/types', { headers });
    const type = ((await listed.json()) as { data: { id: number; name: string }[] }).data.find(
      (entry) => entry.name === name,
    );
    const carlos = { Authorization: `Bearer ${await apiToken(request, CARLOS)}` };
    const form = await request.get(`/api/requests/types/${type?.id}`, { headers: carlos });
    const question = (
      (await form.json()) as {
        data: { form: { definition: { questions: { id: string }[] } } };
      }
    ).data.form.definition.questions[0]?.id;
    const sent = await request.post('/api/requests', {
      headers: carlos,
      data: { type_id: type?.id, answers: { [question ?? '']: 'Un portátil' } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const made = ((await sent.json()) as { data: { id: number; step_due_at: number } }).data;
    const due = new Date(made.step_due_at);
    const day = `${String(due.getDate()).padStart(2, '0')}/${String(due.getMonth() + 1).padStart(2, '0')}/${due.getFullYear()}`;

    const luis = await pageOf(browser, LUIS, '/requests?requestsView=reviewing');
    const waiting = luis.locator(`[data-request="${made.id}"]`);
    await expect(waiting).toContainText(`El paso vence el ${day}`);
    await expect(waiting).not.toContainText('Paso vencido');
    await waiting.getByRole('link', { name }).click();
    const chain = luis.getByRole('list', { name: 'Pasos de aprobación' });
    await expect(chain.locator('[aria-current="step"]')).toContainText(`El paso vence el ${day}`);
    await expectNoSeriousA11yViolations(luis);
    await luis.context().close();

    // Put away: the type is archived (its request stays).
    const archived = await request.patch(`/api/org/requests/types/${type?.id}`, {
      headers,
      data: { status: 'archived' },
    });
    expect(archived.status(), await archived.text()).toBe(200);
  });
});
