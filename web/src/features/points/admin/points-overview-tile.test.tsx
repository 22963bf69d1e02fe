import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PointsOverview } from '../api/points-overview';

import { PointsOverviewTile } from './points-overview-tile';

/** Intl puts no-break spaces between a number and its % sign. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const overview: PointsOverview = {
  period: 'month',
  from: 0,
  to: 1,
  given: 6300,
  redeemed: 12_000,
  granted: 25_000,
  to_give: 3700,
  budget_used: 0.63,
};

const tile = () => screen.getByRole('region', { name: 'Presupuesto de puntos' });
const stat = (key: string) => tile().querySelector(`[data-stat="${key}"]`);

describe('PointsOverviewTile', () => {
  it("shows this month's budget used with its bar, and the points moved", async () => {
    const calls: string[] = [];
    installFakeApi({
      'GET /org/overview/points': (request: TransportRequest) => {
        calls.push(request.url);
        return ok(overview);
      },
    });
    await renderWithProviders(<PointsOverviewTile />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Presupuesto de puntos' }),
    ).toBeInTheDocument();
    const bar = await within(tile()).findByRole('progressbar', { name: 'Presupuesto usado' });
    expect(bar).toHaveAttribute('aria-valuenow', '63');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('63 %');
    expect(within(tile()).getByText((text) => plain(text) === '63 %')).toBeInTheDocument();
    expect(stat('given')).toHaveTextContent('Puntos entregados este mes6300');
    expect(stat('toGive')).toHaveTextContent('Puntos por entregar3700');
    expect(stat('redeemed')).toHaveTextContent('Puntos canjeados este mes12.000');
    expect(stat('granted')).toHaveTextContent('Puntos otorgados este mes25.000');
    expect(calls).toEqual([expect.stringMatching(/\/org\/overview\/points\?period=month$/)]);
    expect(within(tile()).getByRole('link', { name: 'Ver presupuestos' })).toHaveAttribute(
      'href',
      '/admin/budgets',
    );
  });

  it('shows a month without points as nothing used', async () => {
    installFakeApi({
      'GET /org/overview/points': ok({
        ...overview,
        given: 0,
        redeemed: 0,
        granted: 0,
        to_give: 0,
        budget_used: 0,
      }),
    });
    await renderWithProviders(<PointsOverviewTile />);
    const bar = await within(tile()).findByRole('progressbar', { name: 'Presupuesto usado' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(tile()).getByText((text) => plain(text) === '0 %')).toBeInTheDocument();
    expect(stat('given')).toHaveTextContent('0');
  });

  it('says when the numbers could not load, and loads them again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      'GET /org/overview/points': () => (failing ? 'network' : ok(overview)),
    });
    await renderWithProviders(<PointsOverviewTile />);
    const alert = await within(tile()).findByRole('alert');
    expect(within(tile()).queryByRole('progressbar')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(tile()).findByRole('progressbar', { name: 'Presupuesto usado' }),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    installFakeApi({ 'GET /org/overview/points': ok(overview) });
    await renderWithProviders(<PointsOverviewTile />, { lng: 'en' });
    const region = screen.getByRole('region', { name: 'Points budget' });
    expect(await within(region).findByRole('progressbar', { name: 'Budget used' })).toBeVisible();
    expect(within(region).getByText('63%')).toBeInTheDocument();
    expect(region.querySelector('[data-stat="toGive"]')).toHaveTextContent(
      'Points still to give3,700',
    );
    expect(within(region).getByRole('link', { name: 'See budgets' })).toBeInTheDocument();
  });
});
