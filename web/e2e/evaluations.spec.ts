// Performance evaluations end to end (issue 30, EVA-1..7, EVA-★1, EVA-★2): an admin creates and
// launches a small cycle (self and leader reviews of Jorge, whose leader is Luis) through the API
// (the console is its own spec's); Jorge writes his self review on a 375 px phone, with the
// evidence in its drawer; Luis writes the leader review at 900 px with the evidence panel beside
// it, showing the recognition he sent Jorge in the window; the admin moves the cycle on and
// calibrates with a reason; Luis shares the result from his team's tab; Jorge reads it,
// acknowledges it with a comment and downloads the PDF; the admin sees the history "de X a Y".
// axe finds nothing serious on each screen.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { uniqueName } from './admin-support';
import { EMAILS, Member, uniqueMessage } from './recognition-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForApp,
  withModule,
} from './support';

type Person = { id: number; full_name: string };
type Participant = { id: number; person: Person; status: string };

/** The API as the demo's admin, with the writes the set-up needs. */
async function adminApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(
      response.status(),
      `${method.toUpperCase()} ${path}: ${await response.text()}`,
    ).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown = {}) => call<T>('post', path, data),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),
  };
}

/** A day from today, as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** No sideways scroll; on failure, names the elements reaching past the screen's edge. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right + window.scrollX > width + 1)
      .reverse()
      .slice(0, 5)
      .map((element) =>
        `${element.tagName}.${String(element.className)} ${element.textContent ?? ''}`.slice(
          0,
          160,
        ),
      );
    return { scroll: document.documentElement.scrollWidth, client: width, wide: past };
  });
  expect(scroll, wide.join('\n')).toBeLessThanOrEqual(client);
}

/** Gives `stars` to a question or item rated in stars (a fieldset named by its title). */
async function rate(group: Locator, stars: number): Promise<void> {
  await group.locator('label', { hasText: `${stars} estrellas` }).click();
  await expect(group.getByRole('radio', { name: `${stars} estrellas` })).toBeChecked();
}

/** Rates every competency and goal of the review shown (4 stars each). */
async function rateEveryItem(page: Page): Promise<void> {
  for (const section of ['competencies', 'goals']) {
    const items = page.getByTestId(section).locator('fieldset:not([aria-hidden="true"])');
    const count = await items.count();
    for (let index = 0; index < count; index += 1) await rate(items.nth(index), 4);
  }
}

test.describe('evaluations', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a small cycle runs from launch to acknowledgement: self and leader reviews with evidence, calibration, sharing, acknowledgement and the PDF', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    await withModule(request, 'evaluations', async () => {
      const admin = await adminApi(request);
      const luis = await Member.signIn(request, EMAILS.leader);
      const jorge = await (await Member.signIn(request, EMAILS.jorge)).get<Person>('/user');

      // The cycle: self and leader reviews of Jorge, over this year.
      const year = new Date().getUTCFullYear();
      const name = uniqueName('Evaluación semestral');
      const cycle = await admin.post<{ id: number }>('/org/evaluations/cycles', {
        name,
        period_from: `${year}-01-01`,
        period_to: `${year}-12-31`,
        directions: ['self', 'leader'],
        deadlines: {
          writing_due: dayFromToday(7),
          calibration_due: dayFromToday(14),
          sharing_due: dayFromToday(21),
        },
        participants: { emails: [EMAILS.jorge] },
      });
      // Luis recognises Jorge inside the window: the evidence panel will show it.
      const thanks = uniqueMessage('Gracias por automatizar los despliegues');
      await luis.recognise({ to: [EMAILS.jorge], type: 'Gracias', amount: 10, message: thanks });
      await admin.post(`/org/evaluations/cycles/${cycle.id}/launch`);

      // Jorge writes his self review on a phone.
      const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
      try {
        const jorgePage = await phone.newPage();
        await enterAs(jorgePage, EMAILS.jorge, '/performance_evaluation');
        await expect(
          jorgePage.getByRole('heading', { level: 1, name: 'Evaluaciones' }),
        ).toBeVisible();
        const section = jorgePage.getByRole('region', { name });
        await expect(section.getByTestId('cycle-status-line')).toContainText(
          'Fase actual: Redacción · Falta: autoevaluación · Fecha límite:',
        );
        await expectNoSidewaysScroll(jorgePage);
        await expectNoSeriousA11yViolations(jorgePage);
        await section.getByRole('link', { name: 'Escribir: Tu autoevaluación' }).click();
        await expect(
          jorgePage.getByRole('heading', { level: 1, name: 'Tu autoevaluación' }),
        ).toBeVisible();
        // The evidence waits behind its button on a phone.
        await jorgePage.getByRole('button', { name: 'Evidencia' }).click();
        const drawer = jorgePage.getByRole('dialog', { name: 'Evidencia' });
        await expect(drawer.getByText(thanks)).toBeVisible();
        await expectNoSeriousA11yViolations(jorgePage);
        await drawer.getByRole('button', { name: 'Cerrar evidencia' }).click();
        await expect(drawer).toBeHidden();

        await rate(jorgePage.getByRole('group', { name: /Desempeño general/ }), 4);
        await jorgePage
          .getByRole('textbox', { name: /Principales logros del período/ })
          .fill('Automaticé los despliegues del equipo');
        await jorgePage.getByRole('button', { name: 'Guardar borrador' }).click();
        await expect(jorgePage.getByText('Borrador guardado:')).toBeVisible();
        // Sending with a required answer missing names it, and sends nothing.
        await rateEveryItem(jorgePage);
        await jorgePage.getByRole('button', { name: 'Enviar evaluación' }).click();
        await expect(
          jorgePage.getByRole('link', { name: /Qué puede mejorar/ }).first(),
        ).toBeVisible();
        await jorgePage
          .getByRole('textbox', { name: /Qué puede mejorar/ })
          .fill('Documentar mejor los cambios');
        await expectNoSidewaysScroll(jorgePage);
        await expectNoSeriousA11yViolations(jorgePage);
        await jorgePage.getByRole('button', { name: 'Enviar evaluación' }).click();
        await expect(jorgePage).toHaveURL(/\/performance_evaluation$/);
        const written = jorgePage.getByRole('region', { name }).getByTestId('review-card');
        await expect(written).toContainText('Enviada');

        // Luis writes the leader review at 900 px, the evidence beside the form.
        await page.setViewportSize({ width: 900, height: 900 });
        await enterAs(page, EMAILS.leader, '/performance_evaluation');
        const mine = page.getByRole('region', { name });
        await mine
          .getByRole('link', { name: 'Escribir: Evaluación de Jorge Martínez (como líder)' })
          .click();
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: 'Evaluación de Jorge Martínez (como líder)',
          }),
        ).toBeVisible();
        const evidence = page.getByRole('complementary', { name: 'Evidencia' });
        const sent = evidence.getByTestId('evidence-received').filter({ hasText: thanks });
        await expect(sent).toBeVisible();
        await expect(sent).toContainText('De Luis Herrera · Hoy · 10 puntos');
        await expect(page.getByRole('button', { name: 'Evidencia' })).toHaveCount(0);
        await rate(page.getByRole('group', { name: /Desempeño general/ }), 5);
        await page
          .getByRole('textbox', { name: /Principales logros del período/ })
          .fill('Llevó los despliegues a un clic');
        await page.getByRole('textbox', { name: /Qué puede mejorar/ }).fill('Delegar más');
        await page
          .getByRole('radiogroup', { name: /Potencial/ })
          .getByRole('radio', { name: '3' })
          .check();
        await rateEveryItem(page);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Enviar evaluación' }).click();
        await expect(page).toHaveURL(/\/performance_evaluation$/);
        await page.setViewportSize({ width: 1440, height: 900 });

        // The admin moves the cycle on and calibrates Jorge, with a reason.
        const participants = await admin.get<Participant[]>(
          `/org/evaluations/cycles/${cycle.id}/participants`,
        );
        const participant = participants.find((entry) => entry.person.id === jorge.id);
        expect(participant, 'Jorge takes part').toBeDefined();
        const pid = (participant as Participant).id;
        await admin.post(`/org/evaluations/cycles/${cycle.id}/advance`, { to: 'calibration' });
        await admin.put(`/org/evaluations/participants/${pid}/rating`, {
          performance: 2,
          potential: 3,
          reason: 'Comparado con el resto del área',
        });
        await admin.post(`/org/evaluations/cycles/${cycle.id}/advance`, { to: 'sharing' });

        // Luis shares the result from his team's tab.
        await page.goto('/performance_evaluation?list=team');
        await waitForApp(page);
        const row = page.getByTestId('team-participant').filter({ hasText: name }).filter({
          hasText: 'Jorge Martínez',
        });
        await expect(row).toContainText('Calibrado');
        await row.getByRole('button', { name: 'Compartir resultado con Jorge Martínez' }).click();
        await expect(row).toContainText('Compartido');
        await expectNoSeriousA11yViolations(page);

        // Jorge reads it, acknowledges it with a comment and downloads the PDF.
        await jorgePage.goto('/performance_evaluation?list=mine');
        await waitForApp(jorgePage);
        await jorgePage.getByRole('link', { name: `Ver resultado: ${name}` }).click();
        await expect(
          jorgePage.getByRole('heading', { level: 1, name: 'Tu evaluación' }),
        ).toBeVisible();
        await expect(jorgePage.getByTestId('final-box')).toHaveText(
          'Desempeño medio · Potencial alto',
        );
        await expect(
          jorgePage
            .getByRole('region', { name: 'Evaluación del líder' })
            .getByText('Llevó los despliegues a un clic'),
        ).toBeVisible();
        await expect(jorgePage.getByText('Historial de calificaciones')).toHaveCount(0);
        await expectNoSidewaysScroll(jorgePage);
        await expectNoSeriousA11yViolations(jorgePage);
        await jorgePage.getByRole('button', { name: 'Confirmar lectura' }).click();
        const confirm = jorgePage.getByRole('dialog', {
          name: 'Confirmar que leíste tu evaluación',
        });
        await confirm
          .getByRole('textbox', { name: 'Comentario (opcional)' })
          .fill('De acuerdo, a delegar más');
        await confirm.getByRole('button', { name: 'Confirmar lectura' }).click();
        await expect(confirm).toBeHidden();
        const acknowledged = jorgePage.getByRole('region', { name: 'Lectura confirmada' });
        await expect(acknowledged.getByText('De acuerdo, a delegar más')).toBeVisible();
        const download = jorgePage.waitForEvent('download');
        await jorgePage.getByRole('button', { name: 'Descargar PDF' }).click();
        const pdf = await download;
        expect(pdf.suggestedFilename()).toMatch(/^evaluacion-semestral-.*-jorge-martinez\.pdf$/);
        const file = await pdf.path();
        expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
          encoding: 'utf8',
        });
        expect(text).toContain('Jorge Mart');
        expect(text).toContain('De acuerdo, a delegar m');
      } finally {
        await phone.close();
      }

      // The admin sees the history, the calibration as "de X a Y" with its reason.
      const packetId = (
        await admin.get<Participant[]>(`/org/evaluations/cycles/${cycle.id}/participants`)
      ).find((entry) => entry.person.id === jorge.id)?.id;
      await enterAs(page, EMAILS.admin, `/performance_evaluation/participants/${packetId}`);
      const history = page.getByRole('region', { name: 'Historial de calificaciones' });
      await expect(history).toContainText(
        'Calibración: de Desempeño alto · Potencial alto a Desempeño medio · Potencial alto',
      );
      await expect(history).toContainText('Motivo: Comparado con el resto del área');
      await expect(page.getByRole('region', { name: 'Autoevaluación' })).toContainText(
        'Automaticé los despliegues del equipo',
      );
      await expect(page.getByTestId('packet-status-line')).toContainText(
        'Fase actual: Entrega de resultados',
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
});
