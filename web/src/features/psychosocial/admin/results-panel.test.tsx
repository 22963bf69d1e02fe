import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PsyResults, PsyScore } from '../api/admin';
import { guides } from '../testing/fixtures';

import { ResultsPanel } from './results-panel';

const none = { nulo: 0, bajo: 0, medio: 0, alto: 0, muy_alto: 0 };
const score = (id: string, mean: number, level: PsyScore['level'], levels = none): PsyScore => ({
  id,
  state: 'ok',
  mean,
  level,
  levels,
});
const hidden = (id: string, state: PsyScore['state']): PsyScore => ({
  id,
  state,
  mean: null,
  level: null,
  levels: none,
});

const results: PsyResults = {
  guide: 'nom035_g2',
  refused: false,
  k: 5,
  as_of: '2026-11-29',
  held_back: false,
  cells: [
    {
      value: null,
      label: null,
      state: 'ok',
      respondents: 24,
      final: score('final', 72.4, 'alto', { nulo: 2, bajo: 4, medio: 6, alto: 8, muy_alto: 4 }),
      categories: [
        score('ambiente', 4, 'bajo', { nulo: 10, bajo: 14, medio: 0, alto: 0, muy_alto: 0 }),
        hidden('actividad', 'suppressed_complementary'),
      ],
      domains: [
        score('condiciones', 2.5, 'nulo', { ...none, nulo: 24 }),
        hidden('carga', 'no_data'),
      ],
    },
  ],
};

describe('ResultsPanel', () => {
  it('shows the final level big, each category with its level in words, and why cells are hidden', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/psychosocial/applications/3/results': ok(results),
      'GET /org/psychosocial/guides': ok(guides),
    });
    await renderWithProviders(<ResultsPanel applicationId={3} />);
    const whole = await screen.findByRole('region', { name: 'Todo el centro de trabajo' });
    expect(within(whole).getByText('24 respuestas')).toBeVisible();
    expect(within(whole).getByText('72,4')).toBeVisible();
    expect(within(whole).getAllByText('Alto')[0]).toBeVisible();
    expect(
      within(whole).getAllByRole('img', {
        name: 'Personas por nivel: Nulo o despreciable: 2, Bajo: 4, Medio: 6, Alto: 8, Muy alto: 4',
      }),
    ).toHaveLength(1);
    expect(await within(whole).findByText('Categoría: Ambiente de trabajo')).toBeVisible();
    expect(within(whole).getByText('Oculto por privacidad (menos de 5 respuestas)')).toBeVisible();
    expect(within(whole).getByText('Sin datos')).toBeVisible();

    // The same figures as a table.
    await user.click(within(whole).getByRole('switch', { name: 'Ver como tabla' }));
    const table = within(whole).getByRole('table');
    const row = within(table).getByRole('row', {
      name: /Categoría: Ambiente de trabajo|Ambiente de trabajo/,
    });
    expect(row).toHaveTextContent('Bajo');
    expect(row).toHaveTextContent('14');
    expect(within(table).getByRole('row', { name: /Carga de trabajo/ })).toHaveTextContent(
      'Sin datos',
    );
    expect(
      within(table).getByRole('row', { name: /Factores propios de la actividad/ }),
    ).toHaveTextContent('Oculto por privacidad (menos de 5 respuestas)');

    // What the norm asks for the levels found, worst first; none for levels not found.
    const actions = screen.getByRole('region', {
      name: 'Qué pide la norma para los niveles encontrados',
    });
    expect(actions).toHaveTextContent(
      'Qué pide la norma para nivel alto:Realizar una evaluación más detallada y un programa de intervención.',
    );
    expect(actions).toHaveTextContent('Difundir la política de prevención.');
    expect(actions).not.toHaveTextContent('Medio');
  });

  it('reads the departments on demand, a department below k hidden', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    installFakeApi({
      'GET /org/psychosocial/applications/3/results': (request) => {
        asked.push(request.url);
        return request.url.includes('by=department')
          ? ok({
              ...results,
              cells: [
                ...results.cells,
                {
                  value: '12',
                  label: 'Ventas',
                  state: 'suppressed_small',
                  respondents: null,
                  final: hidden('final', 'suppressed_small'),
                  categories: [],
                  domains: [],
                },
              ],
            })
          : ok(results);
      },
      'GET /org/psychosocial/guides': ok(guides),
    });
    await renderWithProviders(<ResultsPanel applicationId={3} />);
    await screen.findByRole('region', { name: 'Todo el centro de trabajo' });
    await user.click(screen.getByRole('switch', { name: 'Ver por departamento' }));
    const sales = await screen.findByRole('region', { name: 'Ventas' });
    expect(sales).toHaveTextContent('Oculto por privacidad (menos de 5 respuestas)');
    await waitFor(() => expect(asked.some((url) => url.includes('by=department'))).toBe(true));
  });

  it('says there are no results for a draft', async () => {
    installFakeApi({
      'GET /org/psychosocial/applications/3/results': {
        status: 409,
        body: { success: false, code: 'no_results', error: 'No results' },
      },
      'GET /org/psychosocial/guides': ok(guides),
    });
    await renderWithProviders(<ResultsPanel applicationId={3} />);
    expect(
      await screen.findByText(
        'Aún no hay resultados: los borradores y las aplicaciones solo con Guía I no tienen.',
      ),
    ).toBeVisible();
  });
});
