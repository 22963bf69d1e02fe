// Communications end to end: an admin sends a pinned communication with a poll and a reading
// confirmation to Tecnología by e-mail and the news feed; Ana (Tecnología) sees it pinned on
// her home and her list, opens it, votes, sees the result and confirms reading it; the admin's
// report shows she read and confirmed it; María (Comercial) never sees it.
import type { APIRequestContext } from '@playwright/test';

import { apiToken, openAdmin, uniqueName } from './admin-support';
import { EMAILS } from './recognition-support';
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  signInAs,
  test,
  waitForApp,
  withModule,
} from './support';

type Listed = { id: number; title: string; pinned: boolean };

/** A member's API calls beside the browser. */
async function apiAs(request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  return {
    async get<T>(path: string): Promise<{ status: number; data: T }> {
      const response = await request.get(`/api${path}`, { headers });
      const body = (await response.json()) as { data: T };
      return { status: response.status(), data: body.data };
    },
  };
}

test('a communication reaches its department, is answered and confirmed, and is reported', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Sending, delivering, three people in two browsers and several axe scans.
  test.slow();
  const admin = await apiAs(request, EMAILS.admin);
  await withModule(request, 'communications', async () => {
    const title = uniqueName('Aviso e2e');
    const since = Date.now();

    // The admin writes it: checks first, then a department, three channels, a confirmation and
    // a poll.
    await openAdmin(page, '/admin/communications');
    await expect(page.getByRole('heading', { level: 2, name: 'Comunicados' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo comunicado' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo comunicado' });
    await expect(dialog.getByRole('radiogroup', { name: 'Destinatarios' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('El título es requerido')).toBeVisible();
    await expect(
      dialog.getByText('Debe seleccionar al menos un canal de comunicación'),
    ).toBeVisible();

    await dialog.getByRole('radio', { name: 'Departamento' }).check();
    await dialog
      .getByRole('combobox', { name: 'Departamento' })
      .selectOption({ label: 'Tecnología' });
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
    await dialog
      .getByRole('textbox', { name: /^Mensaje/ })
      .fill('Hola equipo.\nEl viernes celebramos el cierre del trimestre.');
    await dialog.getByRole('checkbox', { name: 'Fijar' }).check();
    await dialog.getByRole('checkbox', { name: 'Correo' }).check();
    await dialog.getByRole('checkbox', { name: 'Muro de noticias' }).check();
    await dialog.getByRole('checkbox', { name: 'Pedir confirmación de lectura' }).check();
    await dialog.getByRole('switch', { name: 'Añadir una encuesta' }).check();
    await dialog.getByRole('textbox', { name: /^Pregunta/ }).fill('¿Dónde celebramos?');
    await dialog.getByRole('textbox', { name: 'Opción 1' }).fill('Oficina');
    await dialog.getByRole('textbox', { name: 'Opción 2' }).fill('Parque');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Comunicado enviado: se está entregando a sus destinatarios.'),
    ).toBeVisible();

    // Delivered in the background: the row's delivery ends with its recipients.
    // A row of the table, or its card when the table does not fit.
    const row = page.locator('[data-communication]').filter({ hasText: title });
    await expect(row).toContainText('Departamento: Tecnología');
    await expect(row).toContainText(/\d+ destinatarios/);
    await expect(row.getByRole('switch', { name: `Fijar «${title}»` })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Mailed to Ana.
    await latestMailTo(EMAILS.ana, since, new RegExp(title.split(' ').at(-1) ?? title));

    // Ana sees it on her home, pinned, and in her list.
    const anaContext = await browser.newContext({ baseURL });
    const anaPage = await anaContext.newPage();
    await signInAs(anaPage, EMAILS.ana, '¡Hola, Ana Torres!');
    const card = anaPage.getByRole('region', { name: 'Comunicados' });
    const onHome = card.getByRole('link', { name: new RegExp(title) });
    await expect(onHome).toBeVisible();
    await expect(onHome).toContainText('Fijado');
    await expectNoSeriousA11yViolations(anaPage);

    await anaPage
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Comunicados' })
      .click();
    await expect(anaPage.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeVisible();
    const list = anaPage.getByRole('list', { name: 'Comunicados recibidos' });
    const item = list.getByRole('link', { name: new RegExp(title) });
    await expect(item).toContainText('Fijado');
    await expect(item).toContainText('Sin leer');
    // Pinned ones come first: nothing unpinned is above it.
    const links = list.getByRole('link');
    const texts = await links.allTextContents();
    const index = texts.findIndex((text) => text.includes(title));
    expect(texts.slice(0, index).every((text) => text.includes('Fijado'))).toBe(true);
    await expectNoSeriousA11yViolations(anaPage);

    // She opens it, votes, sees the result and confirms reading it.
    await item.click();
    await expect(anaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(anaPage.getByText('El viernes celebramos el cierre del trimestre.')).toBeVisible();
    const poll = anaPage.getByRole('region', { name: '¿Dónde celebramos?' });
    await poll.getByRole('radio', { name: 'Parque' }).check();
    await poll.getByRole('button', { name: 'Votar' }).click();
    const results = poll.getByRole('list', { name: 'Resultados' });
    await expect(results).toBeVisible();
    await expect(poll.getByText('1 persona respondió')).toBeVisible();
    await expect(results.getByRole('listitem').filter({ hasText: 'Parque' })).toContainText(
      '100 % · 1 voto',
    );
    await expect(results.getByRole('listitem').filter({ hasText: 'Oficina' })).toContainText(
      '0 % · 0 votos',
    );
    await expect(poll.getByRole('button', { name: 'Cambiar mi respuesta' })).toBeVisible();
    await anaPage.getByRole('button', { name: 'Confirmar lectura' }).click();
    await expect(anaPage.getByText('Lectura confirmada hoy')).toBeVisible();
    await expectNoSeriousA11yViolations(anaPage);
    await anaContext.close();

    // The admin's report: Ana read it and confirmed it today, and voted.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: `Informe de «${title}»` }).click();
    const report = page.getByRole('dialog', { name: `Informe: ${title}` });
    await report.getByRole('combobox', { name: 'Estado' }).selectOption('acknowledged');
    const anaRow = report.locator('[data-recipient]').filter({ hasText: 'Ana Torres' });
    await expect(anaRow).toHaveText(/Ana Torres.*Hoy.*Hoy.*Votó/);
    await report.getByRole('combobox', { name: 'Estado' }).selectOption('unread');
    await expect(report.locator('[data-recipient]').first()).toBeVisible();
    await expect(report.locator('[data-recipient]').filter({ hasText: 'Ana Torres' })).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);

    // María (Comercial) was not sent it: not in her list, and its page is not hers to open.
    const maria = await apiAs(request, EMAILS.maria);
    const mine = await maria.get<Listed[]>('/communications?perPage=100');
    expect(mine.data.map((listed) => listed.title)).not.toContain(title);
    const sent = await admin.get<Listed[]>('/admin/communications?perPage=100');
    const id = sent.data.find((listed) => listed.title === title)?.id;
    expect(id).toBeDefined();
    expect((await maria.get(`/communications/${id}`)).status).toBe(404);

    const mariaContext = await browser.newContext({ baseURL });
    const mariaPage = await mariaContext.newPage();
    await signInAs(mariaPage, EMAILS.maria, '¡Hola, María López!');
    // The home's cards have settled once the feed shows.
    await expect(mariaPage.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();
    await expect(mariaPage.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await mariaPage.goto('/communications');
    await waitForApp(mariaPage);
    await expect(mariaPage.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeVisible();
    await expect(mariaPage.getByRole('status', { name: 'Cargando comunicados…' })).toHaveCount(0);
    await expect(mariaPage.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await mariaPage.goto(`/communications/${id}`);
    await waitForApp(mariaPage);
    await expect(mariaPage.getByText('No encontramos este comunicado')).toBeVisible();
    await mariaContext.close();
  });
});

test('a communication that arrives while someone is here is streamed to them until they read it', async ({
  page,
  request,
}) => {
  await withModule(request, 'communications', async () => {
    const title = uniqueName('En vivo e2e');
    await signInAs(page, EMAILS.carlos, '¡Hola, Carlos Ruiz!');
    await expect(page.getByRole('heading', { name: 'Muro de reconocimientos' })).toBeVisible();

    // Sent to everyone while Carlos looks at his home: it appears without a reload.
    const token = await apiToken(request, EMAILS.admin);
    const sent = await request.post('/api/communication/all', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, message: 'Llega en vivo.', newsfeed: true },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const streamed = page.getByRole('region', { name: 'Comunicados nuevos' });
    const card = streamed.getByRole('status').filter({ hasText: title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Nuevo comunicado de Adriana Gómez');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: 'Leer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(streamed.getByRole('status').filter({ hasText: title })).toHaveCount(0);
  });
});
