// The renderer's behaviour around the questions: conditions, the checks and their summary, a
// server's refusal, drafts, paging by section, the personal-data warning, read-only forms.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Answers, FormDefinition, FormItem } from '@/lib/forms/types';
import { renderWithProviders } from '@/testing/render';

import { PAGED_OVER_QUESTIONS } from './form-pages';
import { DRAFT_DELAY_MS, FormRenderer, type FormRendererProps } from './form-renderer';

const yesNo = (id: string, title: string, more: Partial<FormItem<string>> = {}) =>
  ({ id, type: 'yes_no', title, required: false, ...more }) as FormItem<string>;
const text = (id: string, title: string, more: Partial<FormItem<string>> = {}) =>
  ({
    id,
    type: 'short_text',
    title,
    required: false,
    max_length: 100,
    ...more,
  }) as FormItem<string>;

const definition = (questions: FormItem<string>[]): FormDefinition<string> => ({
  form_id: 'behaviour',
  title: 'Comportamiento',
  questions,
});

function setup(questions: FormItem<string>[], props: Partial<FormRendererProps> = {}) {
  const onSubmit = vi.fn<(answers: Answers) => Promise<void>>(() => Promise.resolve());
  const element = (more: Partial<FormRendererProps> = {}) => (
    <FormRenderer
      definition={definition(questions)}
      context={{}}
      onSubmit={onSubmit}
      {...props}
      {...more}
    />
  );
  return { onSubmit, element };
}

const submitButton = () => screen.getByRole('button', { name: 'Enviar' });

describe('FormRenderer', () => {
  describe('conditions', () => {
    const questions = [
      yesNo('remote', '¿Trabajas a distancia?'),
      text('where', '¿Desde dónde?', {
        show_if: { question: 'remote', op: 'equals', value: true },
      }),
      text('office', '¿En qué oficina?', {
        hide_if: { question: 'remote', op: 'equals', value: true },
      }),
      {
        id: 'sales',
        type: 'section',
        title: 'Ventas',
        show_if: { field: 'department', op: 'equals', value: 7 },
      },
      text('quota', 'Tu cuota'),
    ] as FormItem<string>[];

    it('show and hide items as the answers change, and never send hidden answers', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup(questions);
      await renderWithProviders(element());
      expect(screen.queryByRole('textbox', { name: '¿Desde dónde?' })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: '¿En qué oficina?' }), 'Centro');
      await user.click(screen.getByRole('radio', { name: 'Sí' }));
      expect(screen.queryByRole('textbox', { name: '¿En qué oficina?' })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: '¿Desde dónde?' }), 'Valparaíso');
      await user.click(submitButton());
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ remote: true, where: 'Valparaíso' }),
      );
    });

    it("show a section's group only to the people its hidden field matches", async () => {
      const { element } = setup(questions);
      const view = await renderWithProviders(element());
      expect(screen.queryByRole('heading', { name: 'Ventas' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Tu cuota' })).not.toBeInTheDocument();
      view.rerender(element({ context: { department: 7 } }));
      expect(screen.getByRole('heading', { name: 'Ventas' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Tu cuota' })).toBeVisible();
    });
  });

  describe('checks', () => {
    const questions = [
      text('name', 'Tu nombre', { required: true }),
      {
        id: 'team',
        type: 'single_choice',
        title: 'Equipo',
        required: true,
        options: [
          { id: 'a', label: 'Ventas' },
          { id: 'b', label: 'Soporte' },
        ],
      },
      text('nick', 'Apodo', { max_length: 4 }),
    ] as FormItem<string>[];

    it('on submit: each problem under its question, a summary of links, focus on the first', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup(questions);
      await renderWithProviders(element());
      expect(screen.getByText('Las preguntas marcadas con * son obligatorias.')).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: 'Apodo' }), 'Demasiado');
      await user.click(submitButton());

      const summary = await screen.findByRole('region', { name: 'Hay 3 respuestas por revisar' });
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Tu nombre: Esta pregunta es obligatoria.',
        'Equipo: Elige al menos una opción.',
        'Apodo: La respuesta supera el largo máximo (4).',
      ]);
      const name = screen.getByRole('textbox', { name: 'Tu nombre (obligatoria)' });
      expect(name).toHaveFocus();
      expect(name).toHaveAccessibleDescription('Esta pregunta es obligatoria. 0/100 caracteres');
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(within(summary).getByRole('link', { name: /^Equipo/ }));
      expect(screen.getByRole('radio', { name: 'Ventas' })).toHaveFocus();
    });

    it('follow the answers once shown: fixed problems leave the summary', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup(questions);
      await renderWithProviders(element());
      await user.click(submitButton());
      await screen.findByRole('region', { name: 'Hay 2 respuestas por revisar' });
      await user.type(screen.getByRole('textbox', { name: /Tu nombre/ }), 'Ana');
      expect(
        await screen.findByRole('region', { name: 'Hay 1 respuesta por revisar' }),
      ).toBeVisible();
      await user.click(screen.getByRole('radio', { name: 'Soporte' }));
      await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', team: 'b' }));
    });

    it("show a server's refusal the same way, the form's own problems at the top", async () => {
      const user = userEvent.setup();
      const { element } = setup(questions);
      const view = await renderWithProviders(element());
      view.rerender(
        element({
          serverErrors: {
            'answers.team': 'Esa opción no pertenece a la encuesta.',
            answers: 'El formulario cambió: recarga la página.',
          },
        }),
      );
      const summary = await screen.findByRole('region', { name: 'Hay 2 respuestas por revisar' });
      expect(within(summary).getByText('El formulario cambió: recarga la página.')).toBeVisible();
      expect(
        within(summary).getByRole('link', {
          name: 'Equipo: Esa opción no pertenece a la encuesta.',
        }),
      ).toBeVisible();
      expect(screen.getByRole('group', { name: /Equipo/ })).toHaveAccessibleDescription(
        'Esa opción no pertenece a la encuesta.',
      );
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Ventas' })).toHaveFocus());
      // Answering the question again clears the server's word about it.
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await user.click(screen.getByRole('radio', { name: 'Soporte' }));
      await waitFor(() =>
        expect(
          screen.queryByText('Esa opción no pertenece a la encuesta.'),
        ).not.toBeInTheDocument(),
      );
    });

    it('keep the button busy while sending, and survive a failed send', async () => {
      const user = userEvent.setup();
      let fail: (reason: Error) => void = () => undefined;
      const onSubmit = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
      await renderWithProviders(
        <FormRenderer
          definition={definition([text('a', 'A')])}
          context={{}}
          onSubmit={onSubmit}
          submitLabel="Responder"
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Responder' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Responder' })).toBeDisabled());
      act(() => fail(new Error('network')));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Responder' })).toBeEnabled());
    });
  });

  describe('drafts', () => {
    it('hand over the answers once typing pauses, and what is pending on leaving', async () => {
      const user = userEvent.setup();
      const onDraft = vi.fn();
      const { element } = setup([text('a', 'Primera'), text('b', 'Segunda')], { onDraft });
      const view = await renderWithProviders(element());
      await user.type(screen.getByRole('textbox', { name: 'Primera' }), 'Hola');
      expect(onDraft).not.toHaveBeenCalled();
      await waitFor(() => expect(onDraft).toHaveBeenLastCalledWith({ a: 'Hola' }), {
        timeout: DRAFT_DELAY_MS * 4,
      });
      expect(onDraft).toHaveBeenCalledTimes(1);
      await user.type(screen.getByRole('textbox', { name: 'Segunda' }), 'x');
      view.unmount();
      expect(onDraft).toHaveBeenLastCalledWith({ a: 'Hola', b: 'x' });
    });

    it('hand over nothing more once the form is sent', async () => {
      const user = userEvent.setup();
      const onDraft = vi.fn();
      const { onSubmit, element } = setup([text('a', 'Primera')], { onDraft });
      const view = await renderWithProviders(element());
      await user.type(screen.getByRole('textbox', { name: 'Primera' }), 'Hola');
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ a: 'Hola' }));
      view.unmount();
      expect(onDraft).not.toHaveBeenCalled();
    });

    it('start from a draft', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup([text('a', 'Primera'), yesNo('b', 'Segunda')], {
        defaultValues: { a: 'Guardado', b: true, gone: 'de otra versión' },
      });
      await renderWithProviders(element());
      expect(screen.getByRole('textbox', { name: 'Primera' })).toHaveValue('Guardado');
      expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ a: 'Guardado', b: true }));
    });
  });

  describe('paging by section', () => {
    const half = Math.ceil((PAGED_OVER_QUESTIONS + 1) / 2);
    const questions: FormItem<string>[] = [
      { id: 'you', type: 'section', title: 'Sobre ti' },
      text('p1q1', 'Tu área', { required: true }),
      ...Array.from({ length: half - 1 }, (_, i) => text(`p1q${i + 2}`, `Uno ${i + 2}`)),
      { id: 'work', type: 'section', title: 'Tu trabajo' },
      text('p2q1', 'Tu tarea', { required: true }),
      ...Array.from({ length: half - 1 }, (_, i) => text(`p2q${i + 2}`, `Dos ${i + 2}`)),
      {
        id: 'extra',
        type: 'section',
        title: 'Opcional',
        show_if: { question: 'p1q1', op: 'answered' },
      },
      yesNo('more', '¿Algo más?'),
    ];

    it('one section at a time: "Siguiente" checks the section first, "Anterior" goes back', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup(questions);
      await renderWithProviders(element());
      expect(screen.getByText('Paso 1 de 2 · Sobre ti')).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Tu tarea/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Esta pregunta es obligatoria.')).toBeVisible();
      expect(screen.getByRole('region', { name: 'Hay 1 respuesta por revisar' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Tu área/ })).toHaveFocus();
      await user.type(screen.getByRole('textbox', { name: /Tu área/ }), 'Ventas');
      // The problem follows the answer before any submit.
      await waitFor(() =>
        expect(screen.queryByText('Esta pregunta es obligatoria.')).not.toBeInTheDocument(),
      );

      // Answering the first question shows the optional section: three pages now.
      expect(screen.getByText('Paso 1 de 3 · Sobre ti')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Paso 2 de 3 · Tu trabajo')).toBeVisible();
      expect(screen.queryByRole('textbox', { name: /Tu área/ })).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /Tu tarea/ }), 'Atender');
      await user.click(screen.getByRole('button', { name: 'Anterior' }));
      expect(await screen.findByText('Paso 1 de 3 · Sobre ti')).toBeVisible();
      expect(screen.getByRole('textbox', { name: /Tu área/ })).toHaveValue('Ventas');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Paso 3 de 3 · Opcional')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({ p1q1: 'Ventas', p2q1: 'Atender' }),
      );
    });

    it('a summary link to a question on another page turns to it', async () => {
      const user = userEvent.setup();
      const { element } = setup(questions, { defaultValues: { p1q1: 'Ventas', p2q1: 'Atender' } });
      const view = await renderWithProviders(element());
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Paso 3 de 3 · Opcional')).toBeVisible();
      view.rerender(element({ serverErrors: { 'answers.p1q1': 'Ya no existe esa área.' } }));
      // Focus goes to the first question the server names, on its page.
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Tu área/ })).toHaveFocus());
      expect(screen.getByText('Paso 1 de 3 · Sobre ti')).toBeVisible();
    });

    it('read-only forms show every section at once, without buttons', async () => {
      const { element } = setup(questions, { readOnly: true, defaultValues: { p1q1: 'Ventas' } });
      await renderWithProviders(element());
      expect(screen.queryByText(/Paso/)).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Tu área/ })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: /Tu tarea/ })).toBeVisible();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('personal data (SUR-20)', () => {
    it('note it as it is typed, and warn before sending it', async () => {
      const user = userEvent.setup();
      const { onSubmit, element } = setup([
        text('idea', 'Tu idea'),
        { id: 'more', type: 'long_text', title: 'Comentarios', required: false, max_length: 500 },
      ]);
      await renderWithProviders(element());
      const idea = screen.getByRole('textbox', { name: 'Tu idea' });
      await user.type(idea, 'Escríbeme a ana@demo.cl');
      expect(idea).toHaveAccessibleDescription(
        expect.stringContaining('Parece que escribiste datos personales'),
      );
      await user.type(
        screen.getByRole('textbox', { name: 'Comentarios' }),
        'Mi RUT es 12.345.678-5',
      );
      await user.click(submitButton());

      const warning = await screen.findByRole('alert');
      expect(warning).toHaveFocus();
      expect(warning).toHaveTextContent('Antes de enviar: hay datos personales en tus respuestas');
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tu idea (un correo)', 'Comentarios (un RUT, CURP, DNI o RFC)']);
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(within(warning).getByRole('button', { name: 'Revisar mis respuestas' }));
      expect(idea).toHaveFocus();
      await user.click(within(warning).getByRole('button', { name: 'Enviar de todos modos' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          idea: 'Escríbeme a ana@demo.cl',
          more: 'Mi RUT es 12.345.678-5',
        }),
      );
    });
  });
});
