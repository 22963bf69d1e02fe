// Every question type of the forms engine, answered through its control the way a person does
// (mouse and keyboard), and what the form then sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Answers, FormItem } from '@/lib/forms/types';
import { installFakeApi, ok } from '@/testing/fake-api';
import { installFakeUploads } from '@/testing/fake-uploads';
import { renderWithProviders } from '@/testing/render';

import { FormRenderer, type FormRendererProps } from './form-renderer';

const options = (...labels: string[]) =>
  labels.map((label, index) => ({ id: `o${index + 1}`, label }));

async function renderForm(
  questions: FormItem<string>[],
  props: Partial<FormRendererProps> = {},
  lng: 'es' | 'en' = 'es',
) {
  const onSubmit = vi.fn<(answers: Answers) => Promise<void>>(() => Promise.resolve());
  await renderWithProviders(
    <FormRenderer
      definition={{ form_id: 'types', title: 'Tipos', questions }}
      context={{}}
      onSubmit={onSubmit}
      {...props}
    />,
    { lng },
  );
  return onSubmit;
}

async function sent(user: UserEvent, onSubmit: ReturnType<typeof vi.fn>, label = 'Enviar') {
  await user.click(screen.getByRole('button', { name: label }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]?.[0] as Answers;
}

/** useMediaQuery's answer: the matrix is a table from 600 px. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FormRenderer question types', () => {
  it('single choice: radio buttons in a group named by the question, marked required', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'color',
        type: 'single_choice',
        title: 'Color favorito',
        description: 'Solo uno.',
        required: true,
        options: options('Rojo', 'Azul'),
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Color favorito (obligatoria)' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(
      screen.getByRole('group', { name: 'Color favorito (obligatoria)' }),
    ).toHaveAccessibleDescription('Solo uno.');
    await user.click(within(group).getByRole('radio', { name: 'Azul' }));
    expect(await sent(user, onSubmit)).toEqual({ color: 'o2' });
  });

  it('multiple choice: checkboxes, the rest held back once max_choices are chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'days',
        type: 'multiple_choice',
        title: 'Días',
        required: false,
        options: options('Lunes', 'Martes', 'Miércoles'),
        max_choices: 2,
      },
    ]);
    expect(screen.getByRole('group', { name: 'Días' })).toHaveAccessibleDescription(
      'Elige hasta 2 opciones.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Miércoles' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lunes' }));
    expect(screen.getByRole('checkbox', { name: 'Martes' })).toBeDisabled();
    // Kept in the options' order, whatever the order of the clicks.
    expect(await sent(user, onSubmit)).toEqual({ days: ['o1', 'o3'] });
  });

  it('dropdown: a native select labelled by the question', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'city',
        type: 'dropdown',
        title: 'Ciudad',
        required: true,
        options: options('Santiago', 'Lima'),
      },
    ]);
    const select = screen.getByRole('combobox', { name: 'Ciudad (obligatoria)' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(within(select).getByRole('option', { name: 'Elige una opción' })).toBeInTheDocument();
    await user.selectOptions(select, 'Lima');
    expect(await sent(user, onSubmit)).toEqual({ city: 'o2' });
  });

  it('likert: five steps in a row, each with its words', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      { id: 'agree', type: 'likert', title: 'Me siento valorado', required: false },
    ]);
    const group = screen.getByRole('radiogroup', { name: 'Me siento valorado' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(
      within(group).getByRole('radio', { name: 'Ni de acuerdo ni en desacuerdo' }),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'De acuerdo' }));
    expect(await sent(user, onSubmit)).toEqual({ agree: 4 });
  });

  it('rating in stars: each star a radio button with its count', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'stars',
        type: 'rating',
        title: 'Tu jornada',
        required: false,
        style: 'stars',
        min: 1,
        max: 5,
      },
    ]);
    // A pointer's click reads the star under it from the layout, which the test document lacks.
    fireEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    expect(await sent(user, onSubmit)).toEqual({ stars: 4 });
  });

  it('eNPS: a 0–10 row of buttons with its ends worded, arrows move along it', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'enps',
        type: 'rating',
        title: '¿Recomendarías trabajar aquí?',
        required: true,
        style: 'scale',
        min: 0,
        max: 10,
        enps: true,
      },
    ]);
    const group = screen.getByRole('radiogroup', { name: /Recomendarías/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect(within(group).getByRole('radio', { name: '0 (Nada probable)' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '10 (Muy probable)' })).toBeInTheDocument();
    expect(screen.getByText('Nada probable')).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: '8' }));
    expect(within(group).getByRole('radio', { name: '8' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '10 (Muy probable)' }));
    expect(await sent(user, onSubmit)).toEqual({ enps: 10 });
  });

  it('number in a field: typed with a comma or a point, the range said', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'hours',
        type: 'number',
        title: 'Horas',
        required: false,
        display: 'field',
        min: 0,
        max: 40,
        step: 0.5,
      },
    ]);
    const field = screen.getByRole('textbox', { name: 'Horas' });
    expect(field).toHaveAccessibleDescription('Un número entre 0 y 40.');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '7,5');
    expect(await sent(user, onSubmit)).toEqual({ hours: 7.5 });
  });

  it('number on a slider: unanswered until moved, the minimum can be chosen too', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'energy',
        type: 'number',
        title: 'Energía',
        required: true,
        display: 'slider',
        min: 0,
        max: 10,
        step: 1,
      },
    ]);
    const slider = screen.getByRole('slider', { name: /Energía/ });
    expect(slider).toHaveAttribute('aria-valuetext', 'Sin responder: mueve el control para elegir');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Esta pregunta es obligatoria.')).toBeVisible();
    fireEvent.change(slider, { target: { value: '6' } });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '6'));
    expect(await sent(user, onSubmit)).toEqual({ energy: 6 });
  });

  it('short and long text: a counter against max_length', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      { id: 'name', type: 'short_text', title: 'Apodo', required: false, max_length: 10 },
      { id: 'story', type: 'long_text', title: 'Cuéntanos', required: false, max_length: 500 },
    ]);
    const short = screen.getByRole('textbox', { name: 'Apodo' });
    await user.type(short, 'Ñandú');
    expect(short).toHaveAccessibleDescription('5/10 caracteres');
    await user.type(
      screen.getByRole('textbox', { name: 'Cuéntanos' }),
      '  Un buen año.{Enter}Gracias.  ',
    );
    expect(await sent(user, onSubmit)).toEqual({ name: 'Ñandú', story: 'Un buen año.\nGracias.' });
  });

  it('date: typed as dd/mm/aaaa, sent as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'start',
        type: 'date',
        title: 'Fecha de ingreso',
        required: false,
        min: '2020-01-01',
        max: '2030-12-31',
      },
    ]);
    expect(screen.getByRole('group', { name: 'Fecha de ingreso' })).toHaveAccessibleDescription(
      'Una fecha entre el 01/01/2020 y el 31/12/2030.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Fecha' }), '15/3/2025');
    expect(await sent(user, onSubmit)).toEqual({ start: '2025-03-15' });
  });

  it('yes or no', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      { id: 'remote', type: 'yes_no', title: '¿Trabajas a distancia?', required: true },
    ]);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(await sent(user, onSubmit)).toEqual({ remote: false });
  });

  it('matrix from 600 px: a table, each radio named by its row and column', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'grid',
        type: 'matrix',
        title: 'Valora',
        required: true,
        rows: options('Sueldo', 'Horario'),
        options: options('Mal', 'Bien'),
      },
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mal', 'Bien']);
    await user.click(screen.getByRole('radio', { name: 'Sueldo Bien' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Responde todas las filas.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Horario Mal' }));
    expect(await sent(user, onSubmit)).toEqual({ grid: { o1: 'o2', o2: 'o1' } });
  });

  it('matrix below 600 px: one group of radio buttons per row, stacked', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'grid',
        type: 'matrix',
        title: 'Valora',
        required: false,
        rows: options('Sueldo', 'Horario'),
        options: options('Mal', 'Bien'),
      },
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Horario' })).getByRole('radio', {
        name: 'Bien',
      }),
    );
    expect(await sent(user, onSubmit)).toEqual({ grid: { o2: 'o2' } });
  });

  it('ranking: moved with buttons, focus stays on the moved option, each move announced', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      {
        id: 'rank',
        type: 'ranking',
        title: 'Ordena',
        required: true,
        options: options('Sueldo', 'Horario', 'Equipo'),
      },
    ]);
    expect(screen.getByRole('button', { name: 'Subir «Sueldo»' })).toBeDisabled();
    expect(screen.getByText('Aún no ordenaste las opciones.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bajar «Sueldo»' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '«Sueldo» está ahora en el puesto 2 de 3.',
    );
    expect(screen.getByRole('button', { name: 'Bajar «Sueldo»' })).toHaveFocus();
    // At the end its "Bajar" is off: focus moves to its "Subir".
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Subir «Sueldo»' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      ['Puesto 1:Horario', 'Puesto 2:Equipo', 'Puesto 3:Sueldo'].map(
        (text, index) => `${index + 1}.${text}`,
      ),
    );
    expect(await sent(user, onSubmit)).toEqual({ rank: ['o2', 'o3', 'o1'] });
  });

  it('ranking: the order shown can be kept as it is', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm([
      { id: 'rank', type: 'ranking', title: 'Ordena', required: true, options: options('A', 'B') },
    ]);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Esta pregunta es obligatoria.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dejar este orden' }));
    expect(await sent(user, onSubmit)).toEqual({ rank: ['o1', 'o2'] });
  });

  it('file upload: uploaded through the presigned type of the question, sent as keys', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('complaint-attachment');
    installFakeApi({ 'POST /upload_presign/complaint-attachment': uploads.presign });
    const onSubmit = await renderForm([
      {
        id: 'proof',
        type: 'file_upload',
        title: 'Pruebas',
        required: true,
        upload_type: 'complaint-attachment',
        max_files: 1,
      },
    ]);
    const group = screen.getByRole('group', { name: 'Pruebas (obligatoria)' });
    expect(
      within(group).getByRole('button', { name: 'Adjuntar un archivo' }),
    ).toHaveAccessibleDescription(
      'Una imagen, PDF, Word, Excel, PowerPoint, texto o CSV de hasta 10 MB.',
    );
    await user.upload(
      within(group).getByTestId('attachments-input'),
      new File(['%PDF-1.4'], 'acta.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(group).findByRole('progressbar', { name: 'acta.pdf subido' }),
    ).toBeInTheDocument();
    expect(await sent(user, onSubmit)).toEqual({ proof: ['complaint-attachment/1-acta.pdf'] });
  });

  it('file upload: files of a draft are listed and can be removed', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm(
      [
        {
          id: 'proof',
          type: 'file_upload',
          title: 'Pruebas',
          required: false,
          upload_type: 'comm-attachment',
          max_files: 3,
        },
      ],
      { defaultValues: { proof: ['comm-attachment/a.pdf', 'comm-attachment/b.pdf'] } },
    );
    expect(screen.getByText('Archivo adjunto 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quitar Archivo adjunto 1' }));
    expect(await sent(user, onSubmit)).toEqual({ proof: ['comm-attachment/b.pdf'] });
  });

  it('person: the shared people picker; people of a draft shown by name', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /user/search': ok([
        {
          id: 4,
          full_name: 'Carlos Ruiz',
          first_name: 'Carlos',
          last_name: 'Ruiz',
          email: 'carlos@demo.local',
        },
      ]),
      'GET /user/3/public': ok({
        user: { id: 3, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' },
        received_count: 0,
        sent_count: 0,
        badges: [],
        level: null,
      }),
    });
    const onSubmit = await renderForm(
      [{ id: 'who', type: 'person', title: '¿A quién nominas?', required: true, max_people: 2 }],
      { defaultValues: { who: [3] } },
    );
    expect(screen.getByRole('group', { name: /A quién nominas/ })).toHaveAccessibleDescription(
      'Hasta 2 personas.',
    );
    expect(await screen.findByRole('button', { name: 'Ana Torres' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Buscar personas/ }), 'car');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    expect(await sent(user, onSubmit)).toEqual({ who: [3, 4] });
  });

  it('section and statement: a heading that groups, and text to read', async () => {
    await renderForm([
      { id: 'work', type: 'section', title: 'Tu trabajo', description: 'Sobre el día a día.' },
      { id: 'note', type: 'statement', text: 'Tus respuestas son anónimas.' },
      { id: 'q', type: 'yes_no', title: '¿Te gusta?', required: false },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tu trabajo' })).toBeVisible();
    expect(screen.getByText('Sobre el día a día.')).toBeVisible();
    expect(screen.getByText('Tus respuestas son anónimas.')).toBeVisible();
  });

  it('speaks English: likert words, eNPS ends, required mark, submit', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm(
      [
        { id: 'agree', type: 'likert', title: 'I feel valued', required: true },
        {
          id: 'enps',
          type: 'rating',
          title: 'Recommend us?',
          required: false,
          style: 'scale',
          min: 0,
          max: 10,
          enps: true,
        },
      ],
      {},
      'en',
    );
    expect(screen.getByText('Questions marked * are required.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This question is required.')).toBeVisible();
    expect(screen.getByRole('radio', { name: '0 (Not at all likely)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Strongly agree' }));
    expect(await sent(user, onSubmit, 'Submit')).toEqual({ agree: 5 });
  });
});
