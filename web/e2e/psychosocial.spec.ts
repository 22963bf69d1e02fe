// Psychosocial, NOM-035 (docs/psychosocial.md, docs/psychosocial-web.md). The roster decides the
// guide (Guía I alone up to 15 people): the spec first adds five people to the demo so that the
// whole organisation is a workplace of 16 to 50, where the norm asks for Guía II.
// The admin (1440 px) names Luis Herrera occupational-health staff, creates an application for
// the whole organisation with Guía I, reads which guide the norm asks for and opens it. Ana
// Torres, on a phone (375 px), answers Guía I with a "Sí" that calls for a clinical evaluation,
// reads the calm outcome, then the questionnaire one section at a time (every filter No, every
// item "Nunca") and gets the thank-you. Luis finds her in "Canalizaciones" and records the
// follow-up. The admin closes the application: the results stay hidden below k. Each screen is
// checked with axe.
import type { Page } from '@playwright/test';

import {
  apiToken,
  enterAs,
  expect,
  expectNoSeriousA11yViolations,
  test,
  withModule,
} from './support';

/** Answers Guía II/III one section at a time: each filter No, each item shown "Nunca". */
async function answerQuestionnaire(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: /^Guía de Referencia (II|III):/ });
  for (;;) {
    const filters = form.getByRole('group', {
      name: /clientes o usuarios|jefe de otros trabajadores/,
    });
    for (const filter of await filters.all())
      await filter.getByRole('radio', { name: 'No', exact: true }).check();
    const items = form.getByRole('group', { name: /^\d+\. / });
    for (const item of await items.all())
      await item.getByRole('radio', { name: 'Nunca', exact: true }).check();
    const next = form.getByRole('button', { name: 'Siguiente' });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await form.getByRole('button', { name: 'Enviar cuestionario' }).click();
}

test.describe('psychosocial (NOM-035)', () => {
  test('an application is opened, answered on a phone, and its referral reaches only the health staff', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const workplace = `Planta e2e ${Date.now()}`;
    await withModule(request, 'surveys', async () => {
      const headers = { Authorization: `Bearer ${await apiToken(request, 'admin@demo.local')}` };
      for (let i = 0; i < 5; i += 1) {
        const created = await request.post('/api/org/create/user', {
          headers,
          data: {
            email: `psy.${Date.now()}.${i}@demo.local`,
            first_name: 'Operaria',
            last_name: `Planta ${i}`,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
      // The admin: the health staff, then a new application.
      await enterAs(page, 'admin@demo.local', '/admin/psychosocial?psyView=staff');
      const people = page.getByRole('combobox', { name: 'Personas' });
      await people.fill('Luis');
      await page.getByRole('option', { name: /Luis Herrera/ }).click();
      await page.getByRole('button', { name: 'Guardar personal' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Personal guardado.' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto('/admin/psychosocial?psyNew');
      await page.getByRole('textbox', { name: /Centro de trabajo/ }).fill(workplace);
      await expect(page.getByRole('switch', { name: /Aplicar la Guía I/ })).toBeChecked();
      await page.getByRole('button', { name: 'Crear borrador' }).click();
      await expect(page.getByRole('heading', { name: workplace })).toBeVisible();
      await expect(page.getByText(/Plantilla de \d+ personas/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Abrir aplicación' }).click();
      await page
        .getByRole('dialog', { name: '¿Abrir la aplicación?' })
        .getByRole('button', { name: 'Abrir' })
        .click();
      await expect(page.getByRole('button', { name: 'Cerrar aplicación' })).toBeVisible();

      // Ana, on a phone.
      const phone = await browser.newContext({
        viewport: { width: 375, height: 812 },
        locale: 'es-ES',
      });
      const ana = await phone.newPage();
      await enterAs(ana, 'ana.torres@demo.local', '/psychosocial');
      await expect(
        ana.getByRole('heading', { level: 1, name: 'Cuestionarios NOM-035' }),
      ).toBeVisible();
      const card = ana.getByRole('listitem').filter({ hasText: workplace });
      await expect(card).toContainText('Guía I pendiente');
      await expectNoSeriousA11yViolations(ana);
      await card.getByRole('link').click();
      await expect(ana.getByRole('note')).toBeVisible();
      const guide1 = ana.getByRole('form', { name: /^Guía de Referencia I:/ });
      const sectionOne = guide1.getByRole('group', { name: /^\d+\. / });
      // Section I: the DOF's six events, each its own yes/no question.
      await expect(sectionOne).toHaveCount(6);
      const firstItems = await sectionOne.all();
      await firstItems[0]!.getByRole('radio', { name: 'Sí' }).check();
      for (const item of firstItems.slice(1)) await item.getByRole('radio', { name: 'No' }).check();
      // Sections II–IV appeared (20 questions in all): a Sí in section II calls for a clinical
      // evaluation.
      await expect(guide1.getByRole('group', { name: /^\d+\. / })).toHaveCount(20);
      const all = await guide1.getByRole('group', { name: /^\d+\. / }).all();
      expect(all.length).toBeGreaterThan(firstItems.length);
      const rest = all.slice(firstItems.length);
      await rest[0]!.getByRole('radio', { name: 'Sí' }).check();
      for (const item of rest.slice(1)) await item.getByRole('radio', { name: 'No' }).check();
      await guide1.getByRole('button', { name: 'Enviar Guía I' }).click();
      const outcome = ana.getByTestId('psy-guide1-outcome');
      await expect(outcome).toContainText('el personal de salud ocupacional te contactará');
      await expectNoSeriousA11yViolations(ana);
      // Then Guía II, one section at a time.
      await expect(ana.getByRole('form', { name: /^Guía de Referencia II:/ })).toBeVisible();
      await answerQuestionnaire(ana);
      await expect(ana.getByText(/Gracias\. Tus respuestas se enviaron/)).toBeVisible();
      await phone.close();

      // Luis, the health staff.
      const desk = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'es-ES',
      });
      const luis = await desk.newPage();
      await enterAs(luis, 'leader@demo.local', '/psychosocial?tab=referrals');
      await expect(luis.getByRole('tab', { name: /Canalizaciones/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const referral = luis
        .getByRole('listitem')
        .filter({ hasText: 'Ana Torres' })
        .filter({ hasText: workplace });
      await referral.getByRole('combobox', { name: 'Seguimiento' }).selectOption('contacted');
      await referral.getByRole('textbox', { name: 'Nota privada' }).fill('Llamada agendada');
      await referral.getByRole('button', { name: 'Guardar seguimiento' }).click();
      await expect(luis.getByText('Seguimiento de Ana Torres guardado.')).toBeVisible();
      await expectNoSeriousA11yViolations(luis);
      await desk.close();

      // The admin closes it; one answer is below k, so the results stay hidden.
      await page.reload();
      await page.getByRole('button', { name: 'Cerrar aplicación' }).click();
      await page
        .getByRole('dialog', { name: '¿Cerrar la aplicación?' })
        .getByRole('button', { name: 'Cerrar' })
        .click();
      await expect(page.getByText('Cerrada', { exact: true })).toBeVisible();
      await expect(page.getByText(/Próxima identificación antes del/)).toBeVisible();
      await expect(
        page.getByText(/Oculto por privacidad|ocultan por privacidad/).first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
