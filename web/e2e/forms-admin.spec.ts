// The console's form builder: an admin builds a form of five question types from the palette,
// reorders it with the keyboard, saves it (version 1, then "no changes", then version 2) and
// previews it as people see it; on a phone the palette is a menu and nothing scrolls sideways.
// axe finds nothing serious at 375 and 1440 px.
import type { Page } from '@playwright/test';

import { openAdmin, uniqueName } from './admin-support';
import { EMAILS, Member } from './recognition-support';
import { expect, expectNoSeriousA11yViolations, test, withModule } from './support';

type Kept = {
  version: number;
  definition: { title: { es: string }; questions: { id: string; type: string }[] };
};

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The builder's items, by their ids, in order. */
async function itemOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-form-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-form-item') ?? ''));
}

/** Writes the open item's question. */
async function writeQuestion(page: Page, text: string): Promise<void> {
  const question = page.getByRole('textbox', { name: /^Pregunta/ });
  await expect(question).toBeFocused();
  await question.fill(text);
}

test.describe('the form builder', () => {
  test.describe('at 1440 px', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('an admin builds a form of five types, reorders it by keyboard, saves and previews it', async ({
      page,
      request,
    }) => {
      await withModule(request, 'forms', async () => {
        const admin = await Member.signIn(request, EMAILS.admin);
        await openAdmin(page, '/admin/forms');
        await expect(page.getByRole('heading', { level: 2, name: 'Formularios' })).toBeVisible();
        await page.getByRole('button', { name: 'Nuevo formulario' }).first().click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Nuevo formulario' }),
        ).toBeVisible();

        const title = uniqueName('Solicitud de equipo');
        await page.getByRole('textbox', { name: /^Título/ }).fill(title);
        const palette = page.getByRole('region', { name: 'Añadir pregunta' });
        await palette.getByRole('button', { name: 'Añadir Opción única' }).click();
        await writeQuestion(page, '¿Qué equipo necesitas?');
        await page.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Portátil');
        await page.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('Monitor');
        await palette.getByRole('button', { name: 'Añadir Texto corto' }).click();
        await writeQuestion(page, '¿Para qué lo usarás?');
        await palette.getByRole('button', { name: 'Añadir Valoración' }).click();
        await writeQuestion(page, '¿Cuánto lo necesitas?');
        await palette.getByRole('button', { name: 'Añadir Sí o no' }).click();
        await writeQuestion(page, '¿Es urgente?');
        await page.getByRole('switch', { name: 'Obligatoria' }).check();
        await palette.getByRole('button', { name: 'Añadir Fecha' }).click();
        await writeQuestion(page, '¿Para cuándo?');
        await expect(page.getByRole('heading', { level: 3, name: 'Preguntas (5)' })).toBeVisible();
        expect(await itemOrder(page)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
        await expectNoSeriousA11yViolations(page);

        // By keyboard: "¿Es urgente?" picked up with Space, three places up, dropped with Space.
        // Each step is heard before the next key (as someone listening would wait).
        const heard = page.locator('[id^="DndLiveRegion"]');
        await page.getByRole('button', { name: 'Mover Pregunta 4: ¿Es urgente?' }).focus();
        await page.keyboard.press('Space');
        await expect(heard).toHaveText(
          'Tomaste Pregunta 4: ¿Es urgente?. Está en la posición 4 de 5.',
        );
        for (const position of [3, 2, 1]) {
          await page.keyboard.press('ArrowUp');
          await expect(heard).toHaveText(
            `Pregunta 4: ¿Es urgente? pasa a la posición ${position} de 5.`,
          );
        }
        await page.keyboard.press('Space');
        await expect(heard).toHaveText('Soltaste Pregunta 4: ¿Es urgente? en la posición 1 de 5.');
        await expect.poll(() => itemOrder(page)).toEqual(['q4', 'q1', 'q2', 'q3', 'q5']);
        await expect(
          page.getByRole('button', { name: 'Mover Pregunta 1: ¿Es urgente?' }),
        ).toBeVisible();

        await page.getByRole('button', { name: 'Guardar' }).first().click();
        await expect(page.getByText('Formulario creado: versión 1.')).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/forms\?form=form-[0-9a-f]+$/);
        const formId = new URL(page.url()).searchParams.get('form') ?? '';
        const kept = await admin.get<Kept>(`/org/forms/${formId}`);
        expect(kept.version).toBe(1);
        expect(kept.definition.title.es).toBe(title);
        expect(kept.definition.questions.map((q) => `${q.id}:${q.type}`)).toEqual([
          'q4:yes_no',
          'q1:single_choice',
          'q2:short_text',
          'q3:rating',
          'q5:date',
        ]);

        // The same content makes no version; a change makes the next one.
        await expect(page.getByText(/Versión 1, guardada el/)).toBeVisible();
        await page.getByRole('button', { name: 'Guardar' }).first().click();
        await expect(page.getByText('No había cambios: sigue siendo la versión 1.')).toBeVisible();
        await page
          .locator('[data-form-item="q3"]')
          .getByRole('button', { expanded: false })
          .click();
        await page.getByRole('textbox', { name: /^Pregunta/ }).fill('¿Cuánto lo necesitas ya?');
        await page.getByRole('button', { name: 'Guardar' }).first().click();
        await expect(page.getByText('Guardado como versión 2.')).toBeVisible();
        expect((await admin.get<Kept>(`/org/forms/${formId}`)).version).toBe(2);

        // The preview: the form as people see it, answered without sending.
        await page.getByRole('button', { name: 'Vista previa' }).click();
        const preview = page.getByRole('dialog', { name: 'Vista previa' });
        await expect(preview.getByRole('heading', { name: title })).toBeVisible();
        await preview.getByRole('radio', { name: 'Sí', exact: true }).check();
        await preview.getByRole('radio', { name: 'Portátil' }).check();
        await expectNoSeriousA11yViolations(page);
        await preview.getByRole('button', { name: 'Teléfono' }).click();
        const frame = preview.locator('[data-preview-width]');
        await expect(frame).toHaveAttribute('data-preview-width', '375');
        expect((await frame.boundingBox())?.width).toBeLessThanOrEqual(375);
        await preview.getByRole('button', { name: 'Comprobar respuestas' }).click();
        await expect(
          preview.getByText('Las respuestas cumplen las reglas del formulario.', { exact: false }),
        ).toBeVisible();
        await preview.getByRole('button', { name: 'Cerrar' }).click();

        // Back in the list, with its numbers.
        await page.getByRole('button', { name: 'Volver a los formularios' }).click();
        const row = page.locator(`[data-form="${formId}"]`);
        await expect(row).toContainText(title);
        await expect(row).toContainText('Activo');
        await expectNoSeriousA11yViolations(page);
        expect((await admin.get<{ submissions: number }[]>('/org/forms')).length).toBeGreaterThan(
          0,
        );
      });
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('on a phone the palette is a menu and nothing scrolls sideways', async ({
      page,
      request,
    }) => {
      await withModule(request, 'forms', async () => {
        await openAdmin(page, '/admin/forms');
        await expect(page.getByRole('heading', { level: 2, name: 'Formularios' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: 'Nuevo formulario' }).first().click();
        await page.getByRole('textbox', { name: /^Título/ }).fill(uniqueName('Inscripción'));

        await page.getByRole('button', { name: 'Añadir pregunta' }).first().click();
        await page.getByRole('menuitem', { name: 'Lista desplegable' }).click();
        await writeQuestion(page, '¿Qué sede?');
        await page.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Santiago');
        await page.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('Lima');
        await page.getByRole('button', { name: 'Añadir pregunta' }).first().click();
        await page.getByRole('menuitem', { name: 'Texto largo' }).click();
        await writeQuestion(page, '¿Algo más?');
        await page.getByRole('button', { name: 'Mostrar solo si…' }).click();
        const condition = page.getByRole('region', { name: 'Mostrar solo si' });
        await condition
          .getByRole('combobox', { name: 'Pregunta o dato' })
          .selectOption({ label: 'Pregunta 1: ¿Qué sede?' });
        await condition.getByRole('combobox', { name: 'Valor' }).selectOption({ label: 'Lima' });
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);

        // A problem is named next to its field.
        await page.getByRole('textbox', { name: /^Pregunta/ }).fill('');
        await page.getByRole('button', { name: 'Guardar' }).first().click();
        await expect(page.getByText('La pregunta es requerida.')).toBeVisible();
        await expect(page.getByText(/^Hay 1 problema\./)).toBeVisible();
        await expectNoSidewaysScroll(page);

        await page.getByRole('button', { name: 'Vista previa' }).click();
        const preview = page.getByRole('dialog', { name: 'Vista previa' });
        await expect(preview.getByText(/Corrígelo para ver la vista previa/)).toBeVisible();
        await preview.getByRole('button', { name: 'Cerrar' }).click();
        await page.getByRole('textbox', { name: /^Pregunta/ }).fill('¿Algo más?');
        await page.getByRole('button', { name: 'Vista previa' }).click();
        await expect(preview.getByRole('combobox', { name: '¿Qué sede?' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
});
