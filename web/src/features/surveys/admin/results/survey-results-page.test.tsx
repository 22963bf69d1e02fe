import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveyResultsPage } from './survey-results-page';

const item = (question_id: string, extra: Record<string, unknown> = {}) => ({
  question_id,
  status: 'ok',
  respondents: 6,
  distribution: [],
  mean: null,
  favourable: null,
  enps: null,
  trend: null,
  ...extra,
});

const hiddenItem = (question_id: string) => ({
  ...item(question_id),
  status: 'suppressed_small',
  respondents: null,
});

const results = (refused = false) => ({
  cycle: 2,
  cycles: [1, 2],
  audience: 10,
  responses: 6,
  response_rate: 0.6,
  refused,
  k: 5,
  k_comments: 10,
  questions: [
    { id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' },
    { id: 'enps', type: 'rating', title: '¿Recomendarías trabajar aquí?' },
  ],
  rows: refused
    ? []
    : [
        {
          value: null,
          label: 'Toda la audiencia',
          status: 'ok',
          respondents: 6,
          items: [
            item('apoyo', {
              distribution: [
                { value: '4', count: 4 },
                { value: '2', count: 2 },
              ],
              mean: 3.33,
              favourable: { share: 0.667, low: 0.3, high: 0.9 },
              trend: 'flat',
            }),
            item('enps', {
              distribution: [{ value: '9', count: 6 }],
              enps: { score: 100, low: 70, high: 100, promoters: 6, passives: 0, detractors: 0 },
              trend: 'up',
            }),
          ],
        },
        {
          value: '3',
          label: 'Tecnología',
          status: 'ok',
          respondents: 6,
          items: [
            item('apoyo', { favourable: { share: 0.667, low: 0.3, high: 0.9 } }),
            item('enps'),
          ],
        },
        {
          value: '4',
          label: 'Comercial',
          status: 'suppressed_small',
          respondents: null,
          items: [hiddenItem('apoyo'), hiddenItem('enps')],
        },
      ],
  comments: [],
  comments_hidden: true,
});

function server() {
  const asked: URLSearchParams[] = [];
  installFakeApi({
    'GET /org/surveys/12': ok({
      id: 12,
      title: { es: 'Pulso de marzo' },
      status: 'open',
      form: { definition: { questions: [] } },
    }),
    'GET /org/surveys/12/results': (request: TransportRequest) => {
      const params = new URL(request.url, 'http://x').searchParams;
      asked.push(params);
      return ok(results(params.get('filter') !== null));
    },
    'GET /org/surveys/12/actions': ok([]),
  });
  return asked;
}

const open = () =>
  renderWithProviders(<SurveyResultsPage surveyId={12} onBack={vi.fn()} onEdit={vi.fn()} />);

describe('SurveyResultsPage', () => {
  it('shows the summary, each distribution with a table view, eNPS and favourability with intervals', async () => {
    const user = userEvent.setup();
    server();
    await open();
    expect(
      await screen.findByRole('heading', { name: 'Resultados: Pulso de marzo' }),
    ).toBeVisible();
    const summary = screen.getByTestId('results-summary');
    expect(within(summary).getByText('60 %')).toBeVisible();
    const apoyo = screen.getByRole('region', { name: 'Mi líder me apoya' });
    expect(within(apoyo).getByText('De acuerdo')).toBeVisible();
    expect(within(apoyo).getByText('Favorable: 67 % (intervalo 30 %–90 %)')).toBeVisible();
    expect(within(apoyo).getByText('Sin cambio significativo')).toBeVisible();
    await user.click(within(apoyo).getByRole('button', { name: 'Ver como tabla' }));
    expect(within(apoyo).getByRole('row', { name: /^De acuerdo 4 67/ })).toBeVisible();
    const enps = screen.getByRole('region', { name: '¿Recomendarías trabajar aquí?' });
    expect(within(enps).getByText('eNPS +100 (intervalo +70 a +100)')).toBeVisible();
    expect(within(enps).getByText('Sube respecto del ciclo anterior')).toBeVisible();
  });

  it('greys the hidden segments, last, with the reason and k, apart from "Sin datos"', async () => {
    server();
    await open();
    const heatmap = await screen.findByTestId('results-heatmap');
    const rows = within(heatmap).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('data-segment'))).toEqual([
      null,
      'population',
      '3',
      '4',
    ]);
    const hidden = within(heatmap).getByRole('row', { name: /Comercial/ });
    expect(within(hidden).getByText('Oculto por privacidad (menos de 5 respuestas)')).toBeVisible();
    expect(
      screen.getByText('Los comentarios se muestran cuando responden al menos 10 personas.'),
    ).toBeVisible();
  });

  it('asks by another breakdown and says when a filter is too specific', async () => {
    const user = userEvent.setup();
    const asked = server();
    await open();
    await screen.findByTestId('results-heatmap');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Separar por' }), 'country');
    expect(asked.at(-1)?.get('by')).toBe('country');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'department');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Valor del filtro' }),
      await screen.findByRole('option', { name: 'Comercial' }),
    );
    expect(await screen.findByText(/^Combinación demasiado específica/)).toBeVisible();
    expect(asked.at(-1)?.get('filter')).toBe('department:4');
  });
});
