// Surveys end to end: an admin builds a survey of five question types in the console, sees its
// privacy preview and launches it to two departments; the bell of a person in one moves at once
// and the survey shows in their list; four people answer (one on a phone, two through the API);
// the results show the distribution for everyone and hide the departments below k; the .xlsx
// export is a real workbook saying so. axe finds nothing serious at 375 and 1440 px.
import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';

import { openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import {
  DEMO_PASSWORD,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';
import { unzipText, withThresholds, workbookTexts } from './surveys-support';

const LUCIA = 'lucia.paredes@demo.local';
const HIDDEN = 'Oculto por privacidad (menos de 3 respuestas)';

type Counts = { notification_count: number; pending_surveys: number };
type AdminSurvey = { id: number; status: string; form_version: number };
type Launched = { id: number; kind: string; data: { survey_id?: number } };

async function counts(request: APIRequestContext, email: string): Promise<Counts> {
  return (await Member.signIn(request, email)).get<Counts>('/user/notification_count');
}

async function writeQuestion(page: Page, text: string): Promise<void> {
  const question = page.getByRole('textbox', { name: /^Pregunta/ });
  await expect(question).toBeFocused();
  await question.fill(text);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A member answers the survey in the browser: the privacy note first, then the questions. */
async function answer(page: Page, title: string, surveyId: number, choice: 'Sí' | 'No') {
  await page.goto(`/surveys/${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText('Tus respuestas son confidenciales: sabemos que respondiste', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(/^Tu grupo tiene \d+ personas; verás resultados si responden al menos 3\.$/),
  ).toBeVisible();
  await page.getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('radio', { name: 'De acuerdo', exact: true }).check();
  await page.getByRole('radio', { name: 'Presencial', exact: true }).check();
  await page.getByRole('textbox', { name: '¿Qué mejorarías?' }).fill('Más pausas activas');
}

test.describe('surveys', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an admin launches a survey to two departments, four people answer, results keep privacy', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await withModule(request, 'surveys', () =>
      withThresholds(request, { k: 3, k_comments: 10 }, async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        const title = uniqueName('Pulso de clima');

        // Ana watches her surveys on a phone before the launch.
        const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
        const ana = await phone.newPage();
        await useSourceGlossaryIfAsked(ana);
        await enterAs(ana, EMAILS.ana, '/surveys');
        await expect(ana.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
        const before = await counts(request, EMAILS.ana);

        // The admin builds it: five question types, confidential, to Tecnología.
        await useSourceGlossaryIfAsked(page);
        await openAdmin(page, '/admin/surveys');
        await expect(page.getByRole('heading', { level: 2, name: 'Encuestas' })).toBeVisible();
        await page.getByRole('button', { name: 'Nueva encuesta' }).first().click();
        await expect(page.getByRole('heading', { level: 2, name: 'Nueva encuesta' })).toBeVisible();
        await page.getByRole('textbox', { name: /^Título/ }).fill(title);
        await page.getByRole('radio', { name: /^Confidencial/ }).check();
        await page.getByRole('textbox', { name: 'Puntos al responder' }).fill('10');
        await page.getByRole('switch', { name: 'Toda la organización' }).uncheck();
        await page.getByRole('combobox', { name: 'Departamentos' }).click();
        await page.getByRole('option', { name: 'Tecnología' }).click();
        await page.getByRole('combobox', { name: 'Departamentos' }).click();
        await page.getByRole('option', { name: 'Comercial' }).click();
        await page.keyboard.press('Escape');

        const palette = page.getByRole('region', { name: 'Añadir pregunta' });
        await palette.getByRole('button', { name: 'Añadir Sí o no' }).click();
        await writeQuestion(page, '¿Tienes lo que necesitas para tu trabajo?');
        await page.getByRole('switch', { name: 'Obligatoria' }).check();
        await palette.getByRole('button', { name: 'Añadir Escala de acuerdo' }).click();
        await writeQuestion(page, 'Mi líder me apoya');
        await palette.getByRole('button', { name: 'Añadir Opción única' }).click();
        await writeQuestion(page, '¿Dónde trabajas más?');
        await page.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Presencial');
        await page.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('Remoto');
        await palette.getByRole('button', { name: 'Añadir Valoración' }).click();
        await writeQuestion(page, '¿Cómo valoras el mes?');
        await palette.getByRole('button', { name: 'Añadir Texto largo' }).click();
        await writeQuestion(page, '¿Qué mejorarías?');
        await expect(page.getByRole('heading', { level: 3, name: 'Preguntas (5)' })).toBeVisible();
        await page.getByRole('button', { name: 'Guardar' }).first().click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Editar encuesta' }),
        ).toBeVisible();
        const surveyId = Number(new URL(page.url()).searchParams.get('survey'));
        expect(surveyId).toBeGreaterThan(0);

        // The privacy preview, then the launch.
        const preview = page.getByTestId('privacy-preview');
        await expect(
          preview.getByText(/La audiencia tiene \d+ personas y el mínimo por grupo es 3/),
        ).toBeVisible();
        await expect(
          preview.getByRole('columnheader', { name: 'Si responde el 60 %' }).first(),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Activar', exact: true }).click();
        const launch = page.getByRole('dialog', { name: '¿Activar la encuesta?' });
        await launch.getByRole('button', { name: 'Activar' }).click();
        await expect(launch).toBeHidden();
        await expect(page.getByText('Abierta', { exact: true }).first()).toBeVisible();

        // Ana's bell moves at once (survey_launched, live) and the survey shows in her list.
        const after = await counts(request, EMAILS.ana);
        expect(after.pending_surveys).toBe(before.pending_surveys + 1);
        expect(after.notification_count).toBe(before.notification_count + 1);
        await expect(ana.getByTestId('notification-bell')).toHaveAccessibleName(
          `Notificaciones, ${after.notification_count} sin leer`,
        );
        await expect(ana.getByRole('link', { name: title })).toBeVisible();
        await expectNoSeriousA11yViolations(ana);

        // Ana answers on her phone; a draft is kept on the server as she types.
        await answer(ana, title, surveyId, 'Sí');
        await expect(ana.getByText('Borrador guardado')).toBeVisible();
        await expectNoSidewaysScroll(ana);
        await expectNoSeriousA11yViolations(ana);
        await ana.getByRole('button', { name: 'Enviar respuestas' }).click();
        await expect(ana.getByRole('heading', { name: '¡Gracias por responder!' })).toBeFocused();
        await expect(ana.getByText('Ganaste 10 puntos.')).toBeVisible();
        expect((await counts(request, EMAILS.ana)).pending_surveys).toBe(before.pending_surveys);
        await phone.close();

        // Carlos on a wide screen, Jorge and María (Comercial) through the API.
        const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const carlos = await wide.newPage();
        await useSourceGlossaryIfAsked(carlos);
        await enterAs(carlos, EMAILS.carlos, '/surveys');
        await answer(carlos, title, surveyId, 'No');
        await carlos.getByRole('button', { name: 'Enviar respuestas' }).click();
        await expect(
          carlos.getByRole('heading', { name: '¡Gracias por responder!' }),
        ).toBeVisible();
        await wide.close();
        const jorge = await Member.signIn(request, EMAILS.jorge);
        const survey = await admin.get<
          AdminSurvey & { form: { definition: { questions: { id: string; type: string }[] } } }
        >(`/org/surveys/${surveyId}`);
        const ids = Object.fromEntries(survey.form.definition.questions.map((q) => [q.type, q.id]));
        const apiAnswers = {
          version: survey.form_version,
          answers: { [ids.yes_no ?? '']: true, [ids.likert ?? '']: 5, [ids.rating ?? '']: 4 },
        };
        await jorge.post(`/surveys/${surveyId}/responses`, apiAnswers);
        const maria = await Member.signIn(request, EMAILS.maria);
        await maria.post(`/surveys/${surveyId}/responses`, apiAnswers);
        // While a survey is open its results count answers up to yesterday (releases, ADR 0052):
        // closed, they count all four.
        await admin.post(`/org/surveys/${surveyId}/close`, {});

        // Results: the distribution for everyone; by department, Comercial (1 answer) is hidden,
        // and so is Tecnología, whose 3 would give Comercial's away (4 − 3).
        await page.getByRole('button', { name: 'Ver resultados' }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: `Resultados: ${title}` }),
        ).toBeVisible();
        const summary = page.getByTestId('results-summary');
        await expect(summary.getByText('4', { exact: true })).toBeVisible();
        const yesNo = page.locator('[data-question]').filter({
          has: page.getByRole('heading', { name: '¿Tienes lo que necesitas para tu trabajo?' }),
        });
        await expect(yesNo.getByText('Sí', { exact: true })).toBeVisible();
        await yesNo.getByRole('button', { name: 'Ver como tabla' }).click();
        await expect(yesNo.getByRole('row', { name: /Sí 3 75/ })).toBeVisible();
        await expect(yesNo.getByRole('row', { name: /No 1 25/ })).toBeVisible();
        await page
          .getByRole('combobox', { name: 'Separar por' })
          .selectOption({ label: 'Departamento' });
        const heatmap = page.getByTestId('results-heatmap');
        await expect(heatmap.locator('[data-segment="population"]')).toHaveAttribute(
          'data-status',
          'ok',
        );
        await expect(heatmap.locator('[data-status^="suppressed"]').first()).toBeVisible();
        await expect(heatmap.getByText(HIDDEN).first()).toBeVisible();
        await expect(
          page.getByText('Los comentarios se muestran cuando responden al menos 10 personas.'),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The export: a real workbook whose sheet says the same.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Exportar .xlsx' }).click();
        const file = await (await download).path();
        const entries = unzipText(await readFile(file));
        expect(entries.has('xl/workbook.xml')).toBe(true);
        const texts = workbookTexts(entries);
        // A hidden cell reads as on the screen, with the organisation's k filled in.
        expect(texts).toContain(HIDDEN);
        expect(
          texts.some((text) => text.includes('¿Tienes lo que necesitas para tu trabajo?')),
        ).toBe(true);

        // Leave nothing open or unread for the specs after this one on the same server.
        await admin.post(`/org/surveys/${surveyId}/archive`, {});
        // Everyone it reached, except whoever another spec on this server has given a new
        // password (Lucía's profile spec, the password change specs): they can't read it now.
        for (const email of [...Object.values(EMAILS).filter((e) => e !== EMAILS.admin), LUCIA]) {
          const login = await request.post('/api/login', {
            data: { email, password: DEMO_PASSWORD },
          });
          if (login.status() !== 200) continue;
          const member = await Member.signIn(request, email);
          const notifications = await member.get<Launched[]>('/user/notification?perPage=100');
          for (const notification of notifications)
            if (notification.kind === 'survey_launched' && notification.data.survey_id === surveyId)
              await member.post(`/user/notification/${notification.id}/read`, {});
        }
      }),
    );
  });
});
