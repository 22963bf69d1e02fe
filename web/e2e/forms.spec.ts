// A form built by an admin (through the API: the console's builder has its own spec), answered by
// members on a phone and on a wide screen: every control reachable, nothing scrolling sideways,
// problems named and focused, a page at a time, and no serious accessibility finding.
import type { Page } from '@playwright/test';

import { EMAILS, Member } from './recognition-support';
import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  useSourceGlossaryIfAsked,
  withModule,
} from './support';

type FormSummary = { form_id: string; submissions: number };

/** A form with a condition, a page break and the question types a pulse uses most. */
function climate(formId: string) {
  const scale = [
    { id: 'mal', label: { es: 'Mal', en: 'Poor' } },
    { id: 'regular', label: 'Regular' },
    { id: 'bien', label: { es: 'Bien', en: 'Good' } },
  ];
  return {
    form_id: formId,
    title: { es: 'Pulso de clima', en: 'Climate pulse' },
    description: 'Cinco minutos; puedes volver más tarde.',
    questions: [
      { id: 'trabajo', type: 'section', title: 'Tu trabajo' },
      { id: 'remoto', type: 'yes_no', required: true, title: '¿Trabajas a distancia?' },
      {
        id: 'desde',
        type: 'short_text',
        title: '¿Desde dónde trabajas?',
        show_if: { question: 'remoto', op: 'equals', value: true },
      },
      { id: 'apoyo', type: 'likert', required: true, title: 'Mi líder me apoya' },
      {
        id: 'canales',
        type: 'multiple_choice',
        max_choices: 2,
        title: '¿Por dónde te informas?',
        options: [
          { id: 'correo', label: 'Correo' },
          { id: 'chat', label: 'Chat' },
          { id: 'muro', label: 'Muro' },
        ],
      },
      { id: 'pausa', type: 'section' },
      {
        id: 'enps',
        type: 'rating',
        style: 'scale',
        min: 0,
        max: 10,
        enps: true,
        required: true,
        title: '¿Recomendarías trabajar aquí?',
      },
      {
        id: 'valora',
        type: 'matrix',
        required: true,
        title: 'Valora',
        rows: [
          { id: 'sueldo', label: 'Sueldo' },
          { id: 'horario', label: 'Horario' },
        ],
        options: scale,
      },
      {
        id: 'prioridad',
        type: 'ranking',
        title: 'Ordena lo que más te importa',
        options: [
          { id: 'sueldo', label: 'Sueldo' },
          { id: 'equipo', label: 'Equipo' },
          { id: 'flexibilidad', label: 'Flexibilidad' },
        ],
      },
    ],
  };
}

async function submissionsOf(admin: Member, formId: string): Promise<number> {
  const forms = await admin.get<FormSummary[]>('/org/forms?perPage=100');
  return forms.find((form) => form.form_id === formId)?.submissions ?? -1;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe('forms', () => {
  let formId = '';

  test.beforeEach(async ({ request }) => {
    formId = `e2e-clima-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const admin = await Member.signIn(request, EMAILS.admin);
    await admin.post('/org/forms', climate(formId));
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('a member answers on a phone: problems focused, a page at a time', async ({
      page,
      request,
    }) => {
      await withModule(request, 'forms', async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        await useSourceGlossaryIfAsked(page);
        await enterAs(page, EMAILS.ana, `/forms/${formId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Pulso de clima' })).toBeVisible();
        await expect(page.getByText('Paso 1 de 2 · Tu trabajo')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);

        // "Siguiente" checks the page first, and takes the person to the first problem.
        await page.getByRole('button', { name: 'Siguiente' }).click();
        const summary = page.getByRole('region', { name: 'Hay 2 respuestas por revisar' });
        await expect(summary).toBeVisible();
        await expect(page.getByRole('radio', { name: 'Sí', exact: true })).toBeFocused();
        await expectNoSeriousA11yViolations(page);

        // By keyboard: the focused radio group, then the condition's question appears.
        await page.keyboard.press('Space');
        const where = page.getByRole('textbox', { name: '¿Desde dónde trabajas?' });
        await expect(where).toBeVisible();
        await where.fill('Valparaíso');
        await page.getByRole('radio', { name: 'De acuerdo', exact: true }).check();
        await expect(summary).toBeHidden();
        await page.getByRole('checkbox', { name: 'Chat', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Muro', exact: true }).check();
        await expect(page.getByRole('checkbox', { name: 'Correo', exact: true })).toBeDisabled();
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: 'Siguiente' }).click();

        await expect(page.getByText('Paso 2 de 2')).toBeVisible();
        await page.getByRole('radio', { name: '9', exact: true }).check();
        // Below 600 px the matrix is one group per row.
        await expect(page.getByRole('table')).toHaveCount(0);
        await page
          .getByRole('radiogroup', { name: 'Sueldo' })
          .getByRole('radio', { name: 'Regular', exact: true })
          .check();
        await page
          .getByRole('radiogroup', { name: 'Horario' })
          .getByRole('radio', { name: 'Bien', exact: true })
          .check();
        await page.getByRole('button', { name: 'Bajar «Sueldo»' }).click();
        await expect(page.getByRole('button', { name: 'Bajar «Sueldo»' })).toBeFocused();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('button', { name: 'Enviar' }).click();
        await expect(page.getByRole('heading', { name: '¡Gracias por responder!' })).toBeFocused();
        expect(await submissionsOf(admin, formId)).toBe(1);
      });
    });
  });

  test.describe('at 1440 px', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('a member answers on a wide screen: the matrix is a table, a draft comes back', async ({
      page,
      request,
    }) => {
      await withModule(request, 'forms', async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        await useSourceGlossaryIfAsked(page);
        await enterAs(page, EMAILS.carlos, `/forms/${formId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Pulso de clima' })).toBeVisible();
        await page.getByRole('radio', { name: 'No', exact: true }).check();
        await expect(page.getByRole('textbox', { name: '¿Desde dónde trabajas?' })).toHaveCount(0);
        await page.getByRole('radio', { name: 'Totalmente de acuerdo' }).check();

        // What was answered comes back after a reload (a draft in this browser).
        await page.waitForFunction(() =>
          Object.keys(window.localStorage).some((key) => key.startsWith('aplauso.formDraft.')),
        );
        await page.reload();
        await expect(
          page.getByText('Recuperamos lo que habías respondido en este navegador.'),
        ).toBeVisible();
        await expect(page.getByRole('radio', { name: 'Totalmente de acuerdo' })).toBeChecked();
        await page.getByRole('button', { name: 'Siguiente' }).click();

        await expect(page.getByText('Paso 2 de 2')).toBeVisible();
        await page.getByRole('radio', { name: '10 (Muy probable)' }).check();
        await expect(page.getByRole('table')).toBeVisible();
        await page.getByRole('radio', { name: 'Sueldo Bien' }).check();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Enviar' }).click();
        // One row left: the rules (the server's own) name it.
        await expect(page.getByText('Responde todas las filas.', { exact: true })).toBeVisible();
        await page.getByRole('radio', { name: 'Horario Mal' }).check();
        await page.getByRole('button', { name: 'Enviar' }).click();
        await expect(page.getByRole('heading', { name: '¡Gracias por responder!' })).toBeVisible();
        expect(await submissionsOf(admin, formId)).toBe(1);
        await expectNoSeriousA11yViolations(page);
      });
    });
  });

  test('an archived form says it is gone', async ({ page, request }) => {
    await withModule(request, 'forms', async () => {
      const archived = await request.delete(`/api/org/forms/${formId}`, {
        headers: { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` },
      });
      expect(archived.status()).toBe(200);
      await useSourceGlossaryIfAsked(page);
      await enterAs(page, EMAILS.ana, `/forms/${formId}`);
      await expect(page.getByText('No encontramos este formulario')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
