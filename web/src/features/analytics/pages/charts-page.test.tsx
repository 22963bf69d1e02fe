import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AnalyticsFigure, AnalyticsMetric, ChartSummary } from '../api/analytics';

import { ChartsPage } from './charts-page';

const metric = (
  id: string,
  name: string,
  unit: AnalyticsMetric['unit'],
  privacy = 'recognition',
  changeTest: AnalyticsMetric['change_test'] = 'none',
) =>
  ({
    id,
    name,
    name_en: `${name} (en)`,
    definition: `Definición de ${name}.`,
    definition_en: `Definition of ${name}.`,
    sources: ['posts'],
    privacy,
    owner: 'recognition',
    unit,
    change_test: changeTest,
  }) as AnalyticsMetric;

const METRICS = [
  metric('recognitions_sent', 'Reconocimientos enviados', 'count', 'recognition', 'counts'),
  metric(
    'participation_by_department',
    'Participación por departamento',
    'percent',
    'recognition',
    'proportions',
  ),
  metric('points_given', 'Puntos entregados', 'points'),
  metric('values_share', 'Reparto de valores', 'percent'),
  metric('top_badges', 'Insignias más usadas', 'count'),
  metric('mood_average', 'Ánimo promedio', 'score', 'mood'),
];

const figure = (
  value: number | null,
  status: AnalyticsFigure['status'] = 'ok',
): AnalyticsFigure => ({
  value,
  status,
  respondents: null,
  interval: null,
});

function summaryOf(from: string, to: string): ChartSummary {
  return {
    from,
    to,
    previous_from: '2026-01-30',
    previous_to: '2026-02-28',
    granularity: 'day',
    kpis: [
      {
        metric: 'recognitions_sent',
        current: figure(12),
        previous: figure(10),
        significant: false,
      },
      {
        metric: 'participation_by_department',
        current: { ...figure(0.5), interval: { low: 0.3, high: 0.7 } },
        previous: figure(0.75),
        significant: true,
      },
      { metric: 'points_given', current: figure(300), previous: figure(100), significant: null },
      {
        metric: 'mood_average',
        current: figure(null, 'suppressed_small'),
        previous: figure(null, 'no_data'),
        significant: null,
      },
    ],
    series: [
      {
        metric: 'recognitions_sent',
        points: [
          { start: '2026-03-01', end: '2026-03-01', value: 4, outside: false },
          { start: '2026-03-02', end: '2026-03-02', value: 8, outside: true },
        ],
        band: { mean: 3, low: 0.5, high: 5.5 },
      },
    ],
    departments: [
      {
        department_id: 1,
        name: 'Ventas',
        members: 4,
        participants: 3,
        previous_participants: 2,
        interval: { low: 0.3006, high: 0.9544 },
        significant: false,
      },
      {
        department_id: null,
        name: null,
        members: 2,
        participants: 0,
        previous_participants: 0,
        interval: { low: 0, high: 0.6576 },
        significant: false,
      },
    ],
    values: [{ id: 5, name: 'Excelencia', count: 3, previous: 1 }],
    badges: [{ id: 9, name: 'Estrella', count: 2, previous: 0 }],
  };
}

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 1, full_name: 'Adriana Gómez', email: 'a@demo.local', user_type: role } as User);
}

function server() {
  const asked: string[] = [];
  installFakeApi({
    'GET /analytics/metrics': ok(METRICS),
    'GET /chart/summary/v3': (request: TransportRequest) => {
      const url = new URL(request.url, 'http://x');
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      asked.push(`${from}..${to}`);
      return ok(summaryOf(from, to));
    },
  });
  return asked;
}

afterEach(() => vi.useRealTimers());

describe('ChartsPage', () => {
  it('shows each figure against the previous period, in words too', async () => {
    signIn('admin');
    server();
    await renderWithProviders(<ChartsPage />, { route: '/charts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    const sent = await screen.findByRole('group', { name: 'Reconocimientos enviados' });
    expect(within(sent).getByTestId('kpi-value')).toHaveTextContent('12');
    expect(sent).toHaveTextContent(
      'Subió un 20 % respecto al periodo anterior (10): sin cambio significativo (puede ser azar)',
    );
    const participation = screen.getByRole('group', { name: 'Participación por departamento' });
    expect(participation).toHaveTextContent('Bajó un 33 % respecto al periodo anterior (75 %)');
    expect(participation).not.toHaveTextContent('sin cambio significativo');
    // ANA-★2: the rate's interval, and colour only for a change beyond chance.
    expect(within(participation).getByTestId('kpi-interval')).toHaveTextContent(
      'Intervalo de 95 %: 30 % – 70 %',
    );
    expect(within(participation).getByText(/Bajó un 33 %/)).toHaveAttribute(
      'data-significant',
      'true',
    );
    expect(within(sent).getByText(/Subió un 20 %/)).toHaveAttribute('data-significant', 'false');
    const points = screen.getByRole('group', { name: 'Puntos entregados' });
    expect(points).toHaveTextContent('Subió un 200 % respecto al periodo anterior (100)');
    expect(points).not.toHaveTextContent('sin cambio significativo');
    expect(within(points).queryByTestId('kpi-interval')).toBeNull();
    // The privacy engine hid the mood: no figure, and why.
    const mood = screen.getByRole('group', { name: 'Ánimo promedio' });
    expect(within(mood).queryByTestId('kpi-value')).toBeNull();
    expect(mood).toHaveTextContent('Oculto: menos respuestas que el mínimo de privacidad');
  });

  it('switches the period and asks for it', async () => {
    signIn('admin');
    const asked = server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, { route: '/charts' });
    await screen.findByRole('group', { name: 'Reconocimientos enviados' });
    expect(screen.getByRole('button', { name: 'Últimos 30 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Últimos 90 días' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const [from, to] = asked[1]!.split('..');
    expect(Math.round((Date.parse(to!) - Date.parse(from!)) / 86_400_000) + 1).toBe(90);

    await user.click(screen.getByRole('button', { name: 'Personalizado' }));
    const start = screen.getByLabelText('Desde');
    await user.clear(start);
    await user.type(start, '01/03/2026');
    const end = screen.getByLabelText('Hasta');
    await user.clear(end);
    await user.type(end, '01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La fecha final debe ser igual o posterior a la de inicio.',
    );
    await user.clear(end);
    await user.type(end, '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(asked).toContain('2026-03-01..2026-03-31'));
    expect(
      await screen.findByText(
        'Del 01/03/2026 al 31/03/2026, comparado con el 30/01/2026 al 28/02/2026.',
      ),
    ).toBeVisible();
  });

  it('shows a chart as a table, explains it and downloads its CSV', async () => {
    signIn('admin');
    server();
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    await renderWithProviders(<ChartsPage />, { route: '/charts' });
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Participación por departamento' })
    ).closest('section')!;
    const chart = within(card);
    expect(chart.getByRole('list', { name: 'Participación por departamento' })).toHaveTextContent(
      '75 % (3 de 4)',
    );
    await user.click(chart.getByRole('button', { name: 'Ver como tabla' }));
    const table = chart.getByRole('table', { name: 'Participación por departamento' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ventas4375 %30 % – 95 %50 %Sin cambio significativo');
    expect(rows[2]).toHaveTextContent('Sin departamento');
    expect(chart.getByRole('button', { name: 'Ver como gráfico' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(chart.getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(chart.getByTestId('definition')).toHaveTextContent(
      'Definición de Participación por departamento. Un cambio frente al periodo anterior se marca en color solo si es mayor de lo que el azar explicaría',
    );
    expect(chart.getByRole('button', { name: '¿Cómo se calcula?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(
      chart.getByRole('button', { name: 'Descargar Participación por departamento' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text).toContain(
      'Departamento,Personas,Participaron,Participación,Intervalo de 95 %,Periodo anterior,Cambio',
    );
    expect(text).toMatch(/Ventas,4,3,0\.75,30\s%\s–\s95\s%,0\.5,Sin cambio significativo/);
  });

  it('draws the trend band and rings the days out of the ordinary, in the table too', async () => {
    signIn('admin');
    server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, { route: '/charts' });
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Reconocimientos enviados' })
    ).closest('section')!;
    const chart = within(card);
    expect(chart.getByTestId('trend-band')).toBeInTheDocument();
    expect(chart.getAllByTestId('outside-point')).toHaveLength(1);
    expect(chart.getByTestId('band-note')).toHaveTextContent(
      'La banda gris es lo habitual según el periodo anterior: de 0,5 a 5,5 por día. 1 día fuera de lo habitual.',
    );
    expect(chart.getByRole('img')).toHaveAccessibleName(/1 día fuera de lo habitual\.$/);
    await user.click(chart.getByRole('button', { name: 'Ver como tabla' }));
    const rows = within(chart.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Fuera de lo habitual');
    expect(rows[2]).toHaveTextContent('Sí');
    expect(rows[1]).toHaveTextContent('No');
  });

  it('reads in English', async () => {
    signIn('admin');
    server();
    await renderWithProviders(<ChartsPage />, { route: '/charts', lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(
      await screen.findByRole('group', { name: 'Reconocimientos enviados (en)' }),
    ).toHaveTextContent('Up 20% on the previous period (10)');
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toBeVisible();
  });

  it('is not found for anyone but admins', async () => {
    signIn('employee');
    const asked = server();
    await renderWithProviders(<ChartsPage />, { route: '/charts' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(asked).toHaveLength(0);
  });
});
