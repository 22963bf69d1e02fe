import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveyResultsPage } from './survey-results-page';

const item = (question_id: string, distribution: [string, number][], extra = {}) => ({
  question_id,
  status: 'ok',
  respondents: distribution.reduce((sum, [, count]) => sum + count, 0),
  distribution: distribution.map(([value, count]) => ({ value, count })),
  mean: null,
  favourable: null,
  enps: null,
  trend: null,
  ...extra,
});
const hidden = (question_id: string) => ({
  ...item(question_id, []),
  status: 'suppressed_small',
  respondents: null,
});
const noData = (question_id: string) => ({ ...item(question_id, []), status: 'no_data' });

const row = (
  value: string | null,
  label: string,
  audience: number,
  respondents: number | null,
  items: unknown[],
  status = 'ok',
) => ({
  value,
  label,
  status,
  respondents,
  audience,
  response_rate: respondents === null ? null : respondents / audience,
  items,
});

type Options = { byCountry?: boolean; asOf?: string | null; heldBack?: boolean; cycles?: number[] };

const results = ({ byCountry = false, asOf = null, heldBack = false, cycles = [1] }: Options) => ({
  cycle: cycles.at(-1),
  cycles,
  as_of: asOf,
  held_back: heldBack,
  audience: 20,
  responses: 12,
  response_rate: 0.6,
  refused: false,
  k: 5,
  k_comments: 10,
  questions: [
    { id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' },
    { id: 'remoto', type: 'yes_no', title: '¿Trabajas a distancia?' },
    { id: 'sede', type: 'single_choice', title: 'Sede', options: [{ id: 'a', label: 'Centro' }] },
  ],
  rows: [
    row(null, 'Todos', 20, 12, [
      item(
        'apoyo',
        [
          ['5', 4],
          ['4', 2],
          ['3', 3],
          ['2', 2],
          ['1', 1],
        ],
        { mean: 3.5, favourable: { share: 0.5, low: 0.25, high: 0.75 } },
      ),
      item(
        'remoto',
        [
          ['1', 9],
          ['0', 3],
        ],
        { mean: 0.75 },
      ),
      item('sede', [['a', 12]]),
    ]),
    row(byCountry ? 'MX' : '3', byCountry ? 'MX' : 'Tecnología', 10, 6, [
      item(
        'apoyo',
        [
          ['5', 1],
          ['4', 1],
          ['2', 3],
          ['1', 1],
        ],
        { mean: 2.67 },
      ),
      noData('remoto'),
      item('sede', [['a', 6]]),
    ]),
    row(
      byCountry ? 'CL' : '4',
      byCountry ? 'CL' : 'Comercial',
      10,
      null,
      [hidden('apoyo'), hidden('remoto'), hidden('sede')],
      'suppressed_small',
    ),
  ],
  comments: [
    { question_id: 'idea', text: 'Más reuniones de equipo' },
    { question_id: 'idea', text: 'Menos correos' },
    { question_id: 'otro', text: 'Una reunión mensual' },
  ],
  comments_hidden: false,
});

const trend = {
  k: 5,
  questions: [
    { id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' },
    { id: 'enps', type: 'rating', title: '¿Recomendarías trabajar aquí?' },
  ],
  cycles: [1, 2, 3].map((cycle) => ({
    cycle,
    opened_on: `2030-0${cycle}-01`,
    status: cycle === 2 ? 'suppressed_small' : 'ok',
    audience: 20,
    respondents: cycle === 2 ? null : 10,
    response_rate: cycle === 2 ? null : 0.5,
    as_of: null,
    items:
      cycle === 2
        ? []
        : [
            {
              question_id: 'apoyo',
              status: 'ok',
              respondents: 10,
              mean: 3.5,
              favourable: { share: cycle === 1 ? 0.4 : 0.7, low: 0.2, high: 0.9 },
              enps: null,
            },
            {
              question_id: 'enps',
              status: 'ok',
              respondents: 10,
              mean: 8,
              favourable: null,
              enps: { score: 20, low: -10, high: 50, promoters: 4, passives: 4, detractors: 2 },
            },
          ],
  })),
};

function server(options: Options = {}) {
  const asked: string[] = [];
  installFakeApi({
    'GET /org/surveys/12': ok({
      id: 12,
      title: { es: 'Pulso de marzo' },
      status: 'open',
      form: { definition: { questions: [] } },
    }),
    'GET /org/surveys/12/results': (request: TransportRequest) => {
      const by = new URL(request.url, 'http://x').searchParams.get('by');
      return ok(results({ ...options, byCountry: by === 'country' }));
    },
    'GET /org/surveys/12/trend': (request: TransportRequest) => {
      asked.push(request.url);
      return ok(trend);
    },
    'GET /org/surveys/12/actions': ok([]),
  });
  return asked;
}

const open = (lng: 'es' | 'en' = 'es') =>
  renderWithProviders(<SurveyResultsPage surveyId={12} onBack={vi.fn()} onEdit={vi.fn()} />, {
    lng,
  });

/** A name as the accessible name reads it: Spanish percentages have a no-break space. */
const named = (text: string) => text.replace(/ %/g, '\u00a0%');

const cellOf = (heatmap: HTMLElement, segment: string, question: string) =>
  heatmap.querySelector(`tr[data-segment="${segment}"] td[data-question="${question}"]`);

describe('SurveyResultsPage views', () => {
  it('switches the heatmap between average, favourable and unfavourable, from each distribution', async () => {
    const user = userEvent.setup();
    server();
    await open();
    const heatmap = await screen.findByTestId('results-heatmap');
    expect(screen.getByTestId('heatmap-legend')).toHaveTextContent('PeorMejor');
    // Favourable: Likert 4–5, yes; a choice has no such share, so no column.
    expect(cellOf(heatmap, 'population', 'apoyo')).toHaveTextContent('50 %');
    expect(cellOf(heatmap, '3', 'apoyo')).toHaveTextContent('33 %');
    expect(cellOf(heatmap, 'population', 'remoto')).toHaveTextContent('75 %');
    expect(cellOf(heatmap, '3', 'remoto')).toHaveTextContent('Sin datos');
    expect(within(heatmap).queryByRole('columnheader', { name: 'Sede' })).not.toBeInTheDocument();
    const hiddenRow = within(heatmap).getByRole('row', { name: /Comercial/ });
    expect(
      within(hiddenRow).getByText('Oculto por privacidad (menos de 5 respuestas)'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Desfavorable' }));
    expect(heatmap).toHaveAttribute('data-mode', 'unfavourable');
    expect(cellOf(heatmap, 'population', 'apoyo')).toHaveTextContent('25 %');
    expect(cellOf(heatmap, '3', 'apoyo')).toHaveTextContent('67 %');
    expect(cellOf(heatmap, 'population', 'remoto')).toHaveTextContent('25 %');
    expect(
      within(hiddenRow).getByText('Oculto por privacidad (menos de 5 respuestas)'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Promedio' }));
    expect(cellOf(heatmap, 'population', 'apoyo')).toHaveTextContent('3,5');
    expect(cellOf(heatmap, '3', 'apoyo')).toHaveTextContent('2,7');
    expect(
      within(hiddenRow).getByText('Oculto por privacidad (menos de 5 respuestas)'),
    ).toBeVisible();
  });

  it('lists participation by segment, the whole audience first and the hidden segment last', async () => {
    const user = userEvent.setup();
    server();
    await open();
    const section = await screen.findByRole('region', { name: 'Participación por grupo' });
    const bars = within(section).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('data-segment'))).toEqual(['population', '3', '4']);
    expect(bars[0]).toHaveTextContent('Todos12 de 20 · 60 %');
    expect(bars[1]).toHaveTextContent('Tecnología6 de 10 · 60 %');
    expect(bars[2]).toHaveTextContent('ComercialOculto por privacidad (menos de 5 respuestas)');
    await user.click(within(section).getByRole('button', { name: 'Ver como tabla' }));
    expect(within(section).getByRole('row', { name: named('Tecnología 10 6 60 %') })).toBeVisible();
    expect(
      within(section).getByRole('row', {
        name: 'Comercial 10 Oculto por privacidad (menos de 5 respuestas)',
      }),
    ).toBeVisible();
  });

  it('says which answers a release counts, and that newer ones wait', async () => {
    server({ asOf: '2030-03-05', heldBack: true });
    const view = await open();
    expect(
      await screen.findByText('Resultados con las respuestas hasta el 05/03/2030.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Las respuestas más recientes se sumarán cuando haya suficientes para no revelar a nadie.',
      ),
    ).toBeVisible();
    view.unmount();

    server({ asOf: '2030-03-05', heldBack: false });
    await open('en');
    expect(await screen.findByText('Results with the answers up to 05/03/2030.')).toBeVisible();
    expect(screen.queryByText(/latest answers will be added/)).not.toBeInTheDocument();
  });

  it('says nothing of releases for a cycle that counts every answer', async () => {
    server();
    await open();
    await screen.findByTestId('results-heatmap');
    expect(screen.queryByTestId('results-release')).not.toBeInTheDocument();
    expect(screen.queryByTestId('results-trend')).not.toBeInTheDocument();
  });

  it('filters the comments by question and by text, with how many match', async () => {
    const user = userEvent.setup();
    server();
    await open();
    expect(await screen.findByText('3 comentarios')).toBeVisible();
    const question = screen.getByRole('combobox', { name: 'Pregunta' });
    expect(question).toHaveDisplayValue('Todas las preguntas');
    await user.selectOptions(question, 'idea');
    expect(screen.getByText('2 comentarios')).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar en los comentarios' }),
      'reunion',
    );
    expect(screen.getByText('1 comentario')).toBeVisible();
    expect(
      within(screen.getByTestId('results-comments')).getByText('Más reuniones de equipo'),
    ).toBeVisible();
    await user.selectOptions(question, 'otro');
    expect(screen.getByText('Una reunión mensual')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en los comentarios' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en los comentarios' }), 'nada');
    expect(screen.getByText('0 comentarios')).toBeVisible();
    expect(screen.getByText('Ningún comentario coincide.')).toBeVisible();
  });

  it('draws the trend across cycles with a gap for the hidden cycle, and as a table', async () => {
    const user = userEvent.setup();
    const asked = server({ cycles: [1, 2, 3] });
    await open();
    const section = await screen.findByRole('region', { name: 'Evolución entre ciclos' });
    const chart = await within(section).findByRole('img', {
      name: 'Mi líder me apoya: Favorable por ciclo, con su intervalo.',
    });
    expect(asked[0]).toContain('language=es');
    expect(chart.querySelectorAll('[data-testid="trend-line"]')).toHaveLength(2);
    expect(chart.querySelector('[data-cycle="2"]')).toHaveAttribute('data-gap', 'hidden');
    expect(
      within(section).getByText('Ciclo 2: Oculto por privacidad (menos de 5 respuestas)'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Ver como tabla' }));
    expect(
      within(section).getByRole('row', { name: named('Ciclo 1 40 % 20 % a 90 % 10') }),
    ).toBeVisible();
    expect(
      within(section).getByRole('row', {
        name: 'Ciclo 2 Oculto por privacidad (menos de 5 respuestas)',
      }),
    ).toBeVisible();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Pregunta' }), 'enps');
    expect(within(section).getByRole('row', { name: 'Ciclo 3 +20 -10 a +50 10' })).toBeVisible();
  });

  it('names countries in the UI language where the rows are countries', async () => {
    const user = userEvent.setup();
    server();
    await open();
    await screen.findByTestId('results-heatmap');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Separar por' }), 'country');
    const heatmap = screen.getByTestId('results-heatmap');
    expect(await within(heatmap).findByRole('rowheader', { name: 'México' })).toBeVisible();
    expect(within(heatmap).getByRole('rowheader', { name: 'Chile' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'country');
    expect(await screen.findByRole('option', { name: 'México' })).toBeInTheDocument();
  });
});
