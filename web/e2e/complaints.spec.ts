// The complaints channel (issue 32, engagement.md §9): someone reports anonymously from a phone
// (375 px) without signing in, takes the receipt shown once and follows the case with it and
// their passphrase; a handler of the committee opens the case and answers; the reporter reads the
// answer and sees that one person of the committee read the case. The public page and the case
// page are checked with axe at 375 and 1440 px. The receipt never reaches the address or the
// browser's storage, and the page's calls carry no cookie. A handler takes a report verbally:
// writes the acta with the reporter present, the reporter's receipt is shown once, the acta
// downloads as a PDF, and the case is in the list marked verbal.
import type { APIRequestContext } from '@playwright/test';

import { ADMIN_EMAIL } from './admin-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApp,
  withModule,
} from './support';

const PASSPHRASE = 'la lluvia de marzo moja los tejados';

async function bearer(request: APIRequestContext, email: string) {
  return { Authorization: `Bearer ${await apiToken(request, email)}` };
}

/** Makes the demo's admin one of the committee (admins are not handlers unless designated). */
async function designateAdmin(request: APIRequestContext): Promise<void> {
  const headers = await bearer(request, ADMIN_EMAIL);
  const me = await request.get('/api/user', { headers });
  expect(me.status(), await me.text()).toBe(200);
  const body = (await me.json()) as { data: { id?: number; user?: { id: number } } };
  const adminId = body.data.id ?? body.data.user?.id;
  const current = await request.get('/api/complaints/settings', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const settings = (await current.json()) as { data: { handlers: { id: number }[] } };
  const ids = new Set([...settings.data.handlers.map((person) => person.id), adminId]);
  const saved = await request.put('/api/complaints/settings', {
    headers,
    data: { handler_ids: [...ids] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The newest case of a kind, as the committee lists them. */
async function newestCase(request: APIRequestContext): Promise<number> {
  const headers = await bearer(request, ADMIN_EMAIL);
  const response = await request.get('/api/complaints/cases?kind=acoso_laboral&perPage=100', {
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  const cases = (await response.json()) as { data: { id: number }[] };
  return Math.max(...cases.data.map((entry) => entry.id));
}

test('an anonymous report from a phone is followed with its receipt and answered', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await withModule(request, 'complaints', async () => {
    await designateAdmin(request);
    const facts = `Mi jefatura me grita delante del equipo cada lunes (${Date.now()}).`;
    const cookieHeaders: (string | undefined)[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/complaints/anonymous')) {
        cookieHeaders.push(sent.headers().cookie);
      }
    });

    // The reporter, signed out, on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/complaints/anonymous');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Canal de denuncias' })).toBeVisible();
    await page.getByRole('button', { name: 'Qué significa que sea anónima' }).click();
    await expect(
      page.getByText(/No guardamos tu nombre, tu usuario, tu dirección IP/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const report = page.getByRole('tabpanel', { name: 'Hacer una denuncia' });
    // Sending without the facts loses nothing and says what is missing.
    await report.getByLabel('Tipo de denuncia').selectOption('acoso_laboral');
    await report.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(report.getByText('Cuenta qué ocurrió.')).toBeVisible();
    await expect(report.getByLabel('Tipo de denuncia')).toHaveValue('acoso_laboral');

    await report.getByLabel(/^Qué ocurrió/).fill(facts);
    await report.getByLabel('Cuándo ocurrió').fill('Los lunes de octubre');
    await report.getByLabel('Qué medidas esperas').fill('Cambiar de horario');
    await report.getByLabel('Frase secreta', { exact: true }).fill('corta');
    await expect(report.getByText(/Muy corta/)).toBeVisible();
    await report.getByLabel('Frase secreta', { exact: true }).fill(PASSPHRASE);
    await report.getByLabel('Repite la frase').fill(PASSPHRASE);
    await expect(report.getByText('Fuerte.')).toBeVisible();
    await report.getByRole('button', { name: 'Enviar denuncia' }).click();

    // The receipt, shown once.
    const receiptText = page.getByTestId('receipt-number');
    await expect(receiptText).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    const receipt = (await receiptText.textContent()) ?? '';
    await expect(page.getByText('Guárdalo: no podremos mostrártelo de nuevo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const digits = receipt.replace(/\s/g, '');
    expect(page.url()).not.toContain(digits);
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(stored).not.toContain(digits);
    expect(stored).not.toContain(PASSPHRASE);

    // Following the case: the receipt is typed in, the passphrase typed again.
    await page.getByRole('button', { name: 'Seguir mi caso' }).click();
    const follow = page.getByRole('tabpanel', { name: 'Seguir mi caso' });
    await expect(follow.getByLabel('Recibo (16 dígitos)')).toHaveValue(receipt);
    await follow.getByLabel('Frase secreta').fill('una frase equivocada');
    await follow.getByRole('button', { name: 'Ver mi caso' }).click();
    await expect(follow.getByText('Recibo o frase incorrectos.')).toBeVisible();
    await follow.getByLabel('Frase secreta').fill(PASSPHRASE);
    await follow.getByRole('button', { name: 'Ver mi caso' }).click();
    await expect(follow.getByTestId('reporter-case')).toBeVisible();
    await expect(follow.getByText('Tu caso aún no ha sido leído por el comité.')).toBeVisible();
    await expect(follow.getByText('Aún no hay mensajes.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A handler opens the case and answers.
    const caseId = await newestCase(request);
    const handlerContext = await browser.newContext({ baseURL });
    const handler = await handlerContext.newPage();
    try {
      await enterAs(handler, ADMIN_EMAIL, '/complaints');
      await expect(handler.getByRole('tab', { name: 'Casos' })).toBeVisible();
      await expect(handler.getByTestId('complaint-case-row').first()).toBeVisible();
      await handler.goto(`/complaints/cases/${caseId}`);
      await waitForApp(handler);
      await expect(handler.getByTestId('case-facts').getByText(facts)).toBeVisible();
      await expect(handler.getByText('Cambiar de horario')).toBeVisible();
      await handler.getByLabel('Escribe un mensaje').fill('Recibimos tu denuncia. ¿Hubo testigos?');
      await handler.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(
        handler.getByTestId('complaint-message').filter({ hasText: '¿Hubo testigos?' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(handler);
    } finally {
      await handlerContext.close();
    }

    // The reporter reads the answer and sees that one person read the case.
    await follow.getByRole('button', { name: 'Actualizar' }).click();
    await expect(
      follow.getByTestId('complaint-message').filter({ hasText: '¿Hubo testigos?' }),
    ).toBeVisible();
    await expect(follow.getByText('Tu caso fue leído por 1 persona del comité.')).toBeVisible();
    await follow.getByLabel('Escribe un mensaje').fill('Sí, dos personas del equipo.');
    await follow.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      follow.getByTestId('complaint-message').filter({ hasText: 'dos personas del equipo' }),
    ).toBeVisible();

    // The same page on a wide screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page);

    // No call of the anonymous channel carried a cookie.
    expect(cookieHeaders.length).toBeGreaterThan(0);
    expect(cookieHeaders.filter(Boolean)).toEqual([]);
  });
});

test('a handler registers a verbal report, shows the receipt once and downloads the acta', async ({
  page,
  request,
}) => {
  await withModule(request, 'complaints', async () => {
    await designateAdmin(request);
    const facts = `Me insultó en la reunión de planificación del jueves (${Date.now()}).`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await enterAs(page, ADMIN_EMAIL, '/complaints?channelTab=cases');
    await page.getByRole('button', { name: 'Registrar denuncia verbal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar denuncia verbal' });
    await expect(dialog).toBeVisible();

    // The person identifies themselves: a person of the directory.
    await expect(dialog.getByRole('radio', { name: 'Sí, con su nombre' })).toBeChecked();
    await dialog.getByRole('combobox', { name: /Persona que denuncia/ }).fill('Carl');
    await page.getByRole('option', { name: /Carlos Ruiz/ }).click();
    await dialog.getByLabel('Tipo de denuncia').selectOption('discriminacion');
    await dialog.getByLabel(/^Qué ocurrió/).fill(facts);
    await dialog.getByLabel('Dónde ocurrió').fill('Sala de reuniones del tercer piso');
    await dialog.getByLabel('Qué medidas esperas').fill('No compartir reuniones');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Frase secreta', { exact: true }).fill(PASSPHRASE);
    await dialog.getByLabel('Repite la frase').fill(PASSPHRASE);
    await dialog.getByRole('button', { name: 'Registrar denuncia' }).click();

    // The receipt, shown once, and the acta.
    const done = page.getByRole('dialog', { name: /^Caso \d+: denuncia verbal registrada$/ });
    await expect(done.getByTestId('receipt-number')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expect(done.getByText('Guárdalo: no podremos mostrártelo de nuevo')).toBeVisible();
    const title = (await done.getByRole('heading').first().textContent()) ?? '';
    const caseId = Number(/Caso (\d+)/.exec(title)?.[1]);
    expect(caseId).toBeGreaterThan(0);
    await expect(done.getByRole('link', { name: 'Abrir el caso' })).toHaveAttribute(
      'href',
      `/complaints/cases/${caseId}`,
    );
    await expectNoSeriousA11yViolations(page);
    const acta = page.waitForResponse((response) =>
      response.url().endsWith(`/api/complaints/cases/${caseId}/acta.pdf`),
    );
    const download = page.waitForEvent('download');
    await done.getByRole('button', { name: 'Descargar acta (PDF)' }).click();
    const actaResponse = await acta;
    expect(actaResponse.status()).toBe(200);
    expect(actaResponse.headers()['content-type']).toContain('application/pdf');
    expect((await download).suggestedFilename()).toBe(`acta-caso-${caseId}.pdf`);

    // Closing asks first; the receipt is not shown again.
    await done.getByRole('button', { name: 'Cerrar' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar el recibo?' })
      .getByRole('button', { name: 'Cerrar' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('receipt-number')).toHaveCount(0);

    // The case is in the list (of its kind), marked verbal and identified.
    await page.getByLabel('Tipo', { exact: true }).selectOption('discriminacion');
    const row = page.getByTestId('complaint-case-row').filter({ hasText: `Caso ${caseId} ·` });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('case-verbal')).toHaveText('Verbal');
    await expect(row.getByText('Identificada')).toBeVisible();

    // The form at a tablet's and a phone's width (the whole screen), and nothing lost by Cancel.
    for (const width of [900, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await page.getByRole('button', { name: 'Registrar denuncia verbal' }).click();
      const again = page.getByRole('dialog', { name: 'Registrar denuncia verbal' });
      await again.getByLabel(/^Qué ocurrió/).fill('Un borrador que no se pierde por error.');
      await expectNoSeriousA11yViolations(page);
      await again.getByRole('button', { name: 'Cancelar' }).click();
      const discard = page.getByRole('dialog', { name: '¿Descartar el acta?' });
      await discard.getByRole('button', { name: 'Seguir escribiendo' }).click();
      await expect(again.getByLabel(/^Qué ocurrió/)).toHaveValue(
        'Un borrador que no se pierde por error.',
      );
      await again.getByRole('button', { name: 'Cancelar' }).click();
      await discard.getByRole('button', { name: 'Descartar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});
