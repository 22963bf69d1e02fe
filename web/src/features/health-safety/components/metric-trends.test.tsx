import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { BodyMetric } from '../api/health-safety';

import { MetricTrends } from './metric-trends';

const entry = (id: number, day: string, weight_kg: number | null, steps: number | null) =>
  ({ id, day, weight_kg, steps, sleep_hours: null, resting_hr: null, created_at: 0 }) as BodyMetric;

describe('MetricTrends', () => {
  it('says in words how each logged value moved, oldest to newest', async () => {
    await renderWithProviders(
      <MetricTrends
        entries={[
          entry(2, '2026-11-20', 70.5, 8000),
          entry(1, '2026-11-10', 72, null),
          entry(3, '2026-11-25', 70, 12000),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Tendencia' })).toBeInTheDocument();
    const weight = screen.getByRole('img', {
      name: /^Peso \(kg\): de 72 el .* a 70 el .*3 registros$/,
    });
    expect(weight).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Pasos: de 8\.?000 el .* 2 registros$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('De 72 a 70 · mínimo 70, máximo 72')).toBeInTheDocument();
  });

  it('shows nothing while no value has been logged twice', async () => {
    const { container } = await renderWithProviders(
      <MetricTrends entries={[entry(1, '2026-11-10', 72, 5000)]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
