import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import type { FormDefinition } from '@/lib/forms/types';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { FormVersion } from '../admin-forms-api';

import { FormBuilder } from './form-builder';

/** The JSON a request sent. */
const sentBody = (request: TransportRequest) =>
  JSON.parse(request.body as string) as FormDefinition;

const created = (body: unknown): FakeReply => ({
  status: 201,
  body: { success: true, data: body },
});

const clima: FormDefinition = {
  form_id: 'clima',
  title: { es: 'Clima laboral', en: 'Workplace climate' },
  questions: [
    {
      id: 'q1',
      type: 'single_choice',
      title: { es: '¿Cómo te sientes?' },
      required: true,
      options: [
        { id: 'o1', label: { es: 'Bien' } },
        { id: 'o2', label: { es: 'Mal' } },
      ],
    },
    { id: 'q2', type: 'short_text', title: { es: '¿Por qué?' }, required: false, max_length: 250 },
    { id: 'q3', type: 'yes_no', title: { es: '¿Volverías?' }, required: false },
  ],
};

const version = (definition: FormDefinition, number = 1): FormVersion => ({
  form_id: definition.form_id,
  version: number,
  archived: false,
  created_at: Date.UTC(2026, 0, 10),
  created_by: 1,
  definition,
});

function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-form-item]')];
}

function cardOf(title: string): HTMLElement {
  const card = cards().find((item) => within(item).queryByText(title, { exact: true }));
  if (!card) throw new Error(`no item "${title}"`);
  return card;
}

async function addFromPalette(user: UserEvent, type: string) {
  await user.click(screen.getAllByRole('button', { name: 'Añadir pregunta' })[0] as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: type }));
}

async function renderBuilder(initial: FormVersion | null = null, options = {}) {
  const onCreated = vi.fn();
  const onBack = vi.fn();
  const view = await renderWithProviders(
    <>
      <FormBuilder version={initial} onBack={onBack} onCreated={onCreated} />
      <ToastHost />
    </>,
    options,
  );
  return { ...view, onCreated, onBack };
}

// dnd-kit finds where an item may go from the items' boxes: happy-dom lays nothing out, so each
// sortable entry stands 100 px below the one before it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: HTMLElement,
  ) {
    const entry = this.closest('li');
    const index = entry?.parentElement ? [...entry.parentElement.children].indexOf(entry) : 0;
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 90,
      width: 600,
      height: 90,
      toJSON: () => ({}),
    };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the form builder', () => {
  it('adds items from the palette, opened with their question focused, and edits them', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderBuilder();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuevo formulario' })).toBeVisible();
    expect(screen.getByText(/Aún no hay preguntas/)).toBeVisible();

    await addFromPalette(user, 'Opción múltiple');
    const question = screen.getByRole('textbox', { name: /^Pregunta/ });
    await waitFor(() => expect(question).toHaveFocus());
    await user.type(question, '¿Qué días vienes?');
    await user.type(screen.getByRole('textbox', { name: 'Opción 1' }), 'Lunes{Enter}Martes');
    expect(screen.getByRole('textbox', { name: 'Opción 2' })).toHaveValue('Martes');
    // Enter after the first added a third between them, then the typing went on in it.
    expect(screen.getAllByRole('textbox', { name: /^Opción \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Quitar Opción 3' }));
    await user.type(screen.getByRole('textbox', { name: /Máximo de opciones/ }), '2');
    await user.click(screen.getByRole('switch', { name: 'Obligatoria' }));

    await addFromPalette(user, 'Fecha');
    // The first item, closed, shows its title and marks.
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText('¿Qué días vienes?')).toBeVisible();
    expect(within(first).getByText('Pregunta 1 · Opción múltiple')).toBeVisible();
    expect(within(first).getByText('Obligatoria')).toBeVisible();
  });

  it('writes the texts in English, with the Spanish as placeholder, and sets up an eNPS', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderBuilder(version(clima));
    await user.click(within(cardOf('¿Cómo te sientes?')).getByRole('button', { expanded: false }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    const english = screen.getByRole('textbox', { name: 'Pregunta en inglés' });
    expect(english).toHaveAttribute('placeholder', '¿Cómo te sientes?');
    await user.type(english, 'How do you feel?');
    expect(screen.getByRole('textbox', { name: 'Opción 1 en inglés' })).toHaveAttribute(
      'placeholder',
      'Bien',
    );
    // The cards show the English where there is one, the Spanish elsewhere.
    expect(within(cardOf('How do you feel?')).getByText('Pregunta 1 · Opción única')).toBeVisible();
    expect(cardOf('¿Por qué?')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.getByRole('textbox', { name: /^Pregunta/ })).toHaveValue('¿Cómo te sientes?');

    await addFromPalette(user, 'Valoración');
    expect(screen.getByRole('combobox', { name: 'Forma' })).toHaveValue('stars');
    await user.click(screen.getByRole('switch', { name: /Pregunta eNPS/ }));
    expect(screen.getByRole('combobox', { name: 'Forma' })).toHaveValue('scale');
    expect(screen.getByRole('combobox', { name: 'Forma' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('10');
    expect(screen.getByRole('heading', { level: 3, name: 'Preguntas (4)' })).toBeVisible();
    // Added after the open item.
    expect(cards().map((card) => card.dataset.formItem)).toEqual(['q1', 'q4', 'q2', 'q3']);
  });

  it('pastes several lines as options', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderBuilder();
    await addFromPalette(user, 'Lista desplegable');
    const option = screen.getByRole('textbox', { name: 'Opción 1' });
    await user.click(option);
    await user.paste('Chile\nMéxico\n\nColombia');
    expect(
      screen
        .getAllByRole('textbox', { name: /^Opción \d$/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Chile', 'México', 'Colombia', '']);
  });

  it('reorders items with the keyboard, telling screen readers each step', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderBuilder(version(clima));
    expect(cards().map((card) => card.dataset.formItem)).toEqual(['q1', 'q2', 'q3']);

    const handle = screen.getByRole('button', { name: 'Mover Pregunta 3: ¿Volverías?' });
    expect(handle).toHaveAttribute('aria-roledescription', 'elemento ordenable');
    const heard = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(heard()).toBe('Tomaste Pregunta 3: ¿Volverías?. Está en la posición 3 de 3.'),
    );
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(heard()).toBe('Pregunta 3: ¿Volverías? pasa a la posición 2 de 3.'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(heard()).toBe('Pregunta 3: ¿Volverías? pasa a la posición 1 de 3.'));
    await user.keyboard(' ');
    await waitFor(() =>
      expect(cards().map((card) => card.dataset.formItem)).toEqual(['q3', 'q1', 'q2']),
    );
    expect(heard()).toBe('Soltaste Pregunta 3: ¿Volverías? en la posición 1 de 3.');
    expect(screen.getByText('Cambios sin guardar')).toBeVisible();
    // The numbers follow the order.
    expect(within(cards()[0] as HTMLElement).getByText('Pregunta 1 · Sí o no')).toBeVisible();

    // Escape puts an item back.
    screen.getByRole('button', { name: 'Mover Pregunta 2: ¿Cómo te sientes?' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(heard()).toBe(
        'Movimiento cancelado. Pregunta 2: ¿Cómo te sientes? vuelve a la posición 2.',
      ),
    );
    expect(cards().map((card) => card.dataset.formItem)).toEqual(['q3', 'q1', 'q2']);

    // The item's menu moves it too.
    await user.click(screen.getByRole('button', { name: 'Más acciones: Pregunta 3: ¿Por qué?' }));
    await user.click(screen.getByRole('menuitem', { name: 'Subir' }));
    expect(cards().map((card) => card.dataset.formItem)).toEqual(['q3', 'q2', 'q1']);
  });

  it("writes show and hide conditions on earlier questions and on the person's data", async () => {
    const user = userEvent.setup();
    let sent: TransportRequest | null = null;
    installFakeApi({
      'PUT /org/forms/clima': (request) => {
        sent = request;
        return ok({ ...version({ ...sentBody(request), form_id: 'clima' }, 2), changed: true });
      },
    });
    await renderBuilder(version(clima));
    await user.click(within(cardOf('¿Volverías?')).getByRole('button', { expanded: false }));
    await user.click(screen.getByRole('button', { name: 'Mostrar solo si…' }));
    const condition = screen.getByRole('region', { name: 'Mostrar solo si' });
    // It starts on the nearest earlier question: a text, which is answered or not.
    const subject = within(condition).getByRole('combobox', { name: 'Pregunta o dato' });
    expect(subject).toHaveValue('q:q2');
    expect(within(condition).getByRole('combobox', { name: 'Comparación' })).toHaveValue(
      'answered',
    );
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Pregunta 1: ¿Cómo te sientes?',
      'Pregunta 2: ¿Por qué?',
      'Dato de la persona: Departamento',
      'Dato de la persona: País',
      'Dato de la persona: Antigüedad',
    ]);
    await user.selectOptions(subject, 'q:q1');
    expect(within(condition).getByRole('combobox', { name: 'Comparación' })).toHaveValue('equals');
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Valor' }), 'Mal');

    await user.click(within(condition).getByRole('button', { name: 'Añadir comparación' }));
    const second = within(condition).getByRole('group', { name: 'Comparación 2' });
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Pregunta o dato' }),
      'f:country',
    );
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Comparación' }), 'in');
    await user.type(within(second).getByRole('textbox', { name: 'Códigos de país' }), 'mx, cl');
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Se cumple' }), 'any');

    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(sent).not.toBeNull());
    const body = sentBody(sent as unknown as TransportRequest);
    expect(body.questions[2]?.show_if).toEqual({
      any: [
        { question: 'q1', op: 'equals', value: 'o2' },
        { field: 'country', op: 'in', value: ['MX', 'CL'] },
      ],
    });
    expect(await screen.findByText('Guardado como versión 2.')).toBeVisible();

    // Moved above the question it reads, the condition is wrong, next to it.
    await user.click(screen.getByRole('button', { name: 'Más acciones: Pregunta 3: ¿Volverías?' }));
    await user.click(screen.getByRole('menuitem', { name: 'Subir' }));
    await user.click(screen.getByRole('button', { name: 'Más acciones: Pregunta 2: ¿Volverías?' }));
    await user.click(screen.getByRole('menuitem', { name: 'Subir' }));
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    const moved = screen.getByRole('region', { name: 'Mostrar solo si' });
    expect(
      within(moved).getByText('La condición solo puede depender de preguntas anteriores.'),
    ).toBeVisible();
    expect(screen.getByText(/^Hay 1 problema\./)).toBeVisible();

    await user.click(within(moved).getByRole('button', { name: 'Quitar la condición' }));
    expect(screen.queryByRole('region', { name: 'Mostrar solo si' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar si…' })).toBeVisible();
  });

  it('checks the form with the shared rules before sending it, and creates it', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    installFakeApi({
      'POST /org/forms': (request) => {
        sent = sentBody(request);
        return created(version({ ...sentBody(request), form_id: 'form-1a2b3c' }));
      },
    });
    const { onCreated } = await renderBuilder();
    const save = () =>
      user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await save();
    expect(await screen.findByText(/^Hay 2 problemas/)).toBeVisible();
    expect(screen.getByText('El título es requerido')).toBeVisible();
    expect(screen.getByText('El formulario necesita al menos una pregunta.')).toBeVisible();
    expect(sent).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Título/ }), '  Inscripción  ');
    await user.type(screen.getByRole('textbox', { name: /^Identificador/ }), 'Mal Id');
    await addFromPalette(user, 'Opción única');
    await save();
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByText('La pregunta es requerida.')).toBeVisible();
    expect(within(card).getByText('Debes agregar al menos 2 opciones válidas.')).toBeVisible();
    expect(
      screen.getByText(/El identificador del formulario solo admite minúsculas/),
    ).toBeVisible();
    expect(screen.getByText(/^Hay 3 problemas/)).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /^Identificador/ }));
    await user.type(within(card).getByRole('textbox', { name: /^Pregunta/ }), '¿Turno?');
    await user.type(within(card).getByRole('textbox', { name: 'Opción 1' }), 'Mañana');
    await user.type(within(card).getByRole('textbox', { name: 'Opción 2' }), 'mañana ');
    expect(within(card).getByText('No puedes tener opciones duplicadas.')).toBeVisible();
    await user.clear(within(card).getByRole('textbox', { name: 'Opción 2' }));
    await user.type(within(card).getByRole('textbox', { name: 'Opción 2' }), 'Tarde');
    expect(screen.queryByText(/^Hay \d problemas?/)).not.toBeInTheDocument();
    await save();

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('form-1a2b3c'));
    expect(sent).toEqual({
      title: { es: 'Inscripción' },
      questions: [
        {
          id: 'q1',
          type: 'single_choice',
          title: { es: '¿Turno?' },
          required: false,
          options: [
            { id: 'o1', label: { es: 'Mañana' } },
            { id: 'o2', label: { es: 'Tarde' } },
          ],
        },
      ],
    });
    expect(await screen.findByText('Formulario creado: versión 1.')).toBeVisible();
  });

  it("says whether a save made a new version, and shows the server's refusal on its item", async () => {
    const user = userEvent.setup();
    const replies: FakeReply[] = [
      ok({ ...version(clima, 3), changed: false }),
      {
        status: 422,
        body: {
          success: false,
          error: 'Revisa el formulario: hay campos con errores.',
          code: 'invalid_form',
          details: {
            fields: { 'questions[1].title': 'La pregunta no puede exceder 250 caracteres.' },
          },
        },
      },
      ok({
        ...version({ ...clima, title: { es: 'Clima 2026', en: 'Workplace climate' } }, 4),
        changed: true,
      }),
    ];
    installFakeApi({ 'PUT /org/forms/clima': () => replies.shift() ?? fail(500, 'x') });
    await renderBuilder(version(clima, 3));
    const save = () =>
      user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    expect(screen.getByText('Identificador: clima')).toBeVisible();

    await save();
    expect(await screen.findByText('No había cambios: sigue siendo la versión 3.')).toBeVisible();

    const title = screen.getByRole('textbox', { name: /^Título/ });
    await user.clear(title);
    await user.type(title, 'Clima 2026');
    expect(screen.getByText('Cambios sin guardar')).toBeVisible();
    await save();
    // On the item that was second when sent, wherever it is now.
    const refused = cardOf('¿Por qué?');
    expect(await within(refused).findByText('1 problema')).toBeVisible();
    await user.click(within(refused).getByRole('button', { expanded: false }));
    expect(within(refused).getByText('La pregunta no puede exceder 250 caracteres.')).toBeVisible();

    await save();
    expect(await screen.findByText('Guardado como versión 4.')).toBeVisible();
    expect(screen.getByText(/Versión 4, guardada el/)).toBeVisible();
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('duplicates and deletes items, and asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    const { onBack } = await renderBuilder(version(clima));
    await user.click(
      screen.getByRole('button', { name: 'Más acciones: Pregunta 1: ¿Cómo te sientes?' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Duplicar' }));
    expect(cards().map((card) => card.dataset.formItem)).toEqual(['q1', 'q4', 'q2', 'q3']);
    expect(within(cards()[1] as HTMLElement).getByText('Pregunta 2 · Opción única')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Más acciones: Pregunta 4: ¿Volverías?' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este elemento?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(cards().map((card) => card.dataset.formItem)).toEqual(['q1', 'q4', 'q2']),
    );

    await user.click(screen.getByRole('button', { name: 'Volver a los formularios' }));
    const leave = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    await user.click(within(leave).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onBack).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Volver a los formularios' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Descartar los cambios?' })).getByRole(
        'button',
        { name: 'Descartar' },
      ),
    );
    expect(onBack).toHaveBeenCalled();
  });

  it('previews the form as people see it, in either language and at a phone width', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    const withCondition: FormDefinition = {
      ...clima,
      questions: [
        ...clima.questions,
        {
          id: 'q4',
          type: 'short_text',
          title: { es: '¿Qué oficina?', en: 'Which office?' },
          required: false,
          max_length: 100,
          show_if: { field: 'country', op: 'equals', value: 'MX' },
        },
      ],
    };
    await renderBuilder(version(withCondition));
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' });
    expect(await within(dialog).findByRole('heading', { name: 'Clima laboral' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Bien' })).not.toBeChecked();
    // The office question shows only for people in Mexico.
    expect(within(dialog).getByText('¿Qué oficina?')).not.toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'País' }), 'MX');
    expect(await within(dialog).findByText('¿Qué oficina?')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Mal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Teléfono' }));
    expect(dialog.querySelector('[data-preview-width]')).toHaveAttribute(
      'data-preview-width',
      '375',
    );

    await user.click(within(dialog).getByRole('button', { name: 'English' }));
    expect(await within(dialog).findByRole('heading', { name: 'Workplace climate' })).toBeVisible();
    expect(within(dialog).getByText('Which office?')).toBeVisible();
    // The answer given in Spanish carries over.
    expect(within(dialog).getByRole('radio', { name: 'Mal' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Check answers' }));
    expect(
      await within(dialog).findByText(
        "The answers meet the form's rules. In the preview they are not sent.",
      ),
    ).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('asks for the problems to be fixed before previewing', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa' });
    expect(
      within(dialog).getByText(
        'El formulario tiene 2 problemas. Corrígelos para ver la vista previa.',
      ),
    ).toBeVisible();
  });
});
