import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { goalDetail } from '../testing/goal-fixtures';

import { ForecastView } from './forecast-chart';

const forecast = {
  value: 80,
  low: 70,
  high: 90,
  method: 'linear' as const,
  at_risk: true,
  points: [
    { on: '2030-01-15', value: 20 },
    { on: '2030-02-15', value: 40 },
  ],
};

describe('ForecastView', () => {
  it('draws the check-ins, the target line and the forecast band, named by its caption', async () => {
    await renderWithProviders(<ForecastView goal={goalDetail(1)} forecast={forecast} />);
    const chart = screen.getByRole('img', {
      name: 'Previsión al cierre: 80 clientes (entre 70 clientes y 90 clientes); meta 100 clientes.',
    });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(within(chart).getByTestId('target-line')).toBeInTheDocument();
    expect(within(chart).getByTestId('forecast-band')).toBeInTheDocument();
  });

  it('"Ver como tabla" gives every check-in, the forecast with its interval and the target', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ForecastView goal={goalDetail(1)} forecast={forecast} />);
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    // Header, two check-ins, the forecast, the target.
    expect(rows).toHaveLength(5);
    expect(within(rows[1] as HTMLElement).getByText('15/01/2030')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('20 clientes')).toBeVisible();
    const forecastRow = within(table).getByTestId('forecast-row');
    expect(forecastRow).toHaveTextContent('Previsión al 31/03/2030');
    expect(forecastRow).toHaveTextContent('80 clientes');
    expect(forecastRow).toHaveTextContent('70 clientes – 90 clientes');
    expect(within(rows[4] as HTMLElement).getByText('100 clientes')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver como gráfico' }));
    expect(screen.getByRole('img')).toBeVisible();
  });
});
