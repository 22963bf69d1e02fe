import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makePointRequest, page } from '../testing/point-request-fixture';

import { PointRequestsOverviewTile } from './point-requests-overview-tile';

const tile = () => screen.getByRole('region', { name: 'Solicitudes por aprobar' });

describe('PointRequestsOverviewTile', () => {
  it('counts the requests waiting for a decision from a page of one', async () => {
    const calls: string[] = [];
    installFakeApi({
      'GET /point_request': (request: TransportRequest) => {
        calls.push(request.url);
        return page([makePointRequest()], { perPage: 1, total: 7, hasMore: true });
      },
    });
    await renderWithProviders(<PointRequestsOverviewTile />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Solicitudes por aprobar' }),
    ).toBeInTheDocument();
    expect(await within(tile()).findByText('7')).toBeInTheDocument();
    expect(within(tile()).getByText('solicitudes de puntos pendientes')).toBeInTheDocument();
    const url = new URL(calls[0]!, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'review',
      status: 'pending',
      page: '1',
      perPage: '1',
    });
    expect(within(tile()).getByRole('link', { name: 'Revisar solicitudes' })).toHaveAttribute(
      'href',
      '/admin/point-requests',
    );
  });

  it('says so when none is pending', async () => {
    installFakeApi({ 'GET /point_request': page([], { perPage: 1, total: 0 }) });
    await renderWithProviders(<PointRequestsOverviewTile />);
    expect(await within(tile()).findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    expect(within(tile()).queryByText('0')).not.toBeInTheDocument();
  });

  it('says when the count could not load, and loads it again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      'GET /point_request': () =>
        failing ? fail(500, 'internal_error') : page([makePointRequest()], { perPage: 1 }),
    });
    await renderWithProviders(<PointRequestsOverviewTile />);
    const alert = await within(tile()).findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(tile()).findByText('solicitud de puntos pendiente')).toBeInTheDocument();
    expect(within(tile()).getByText('1')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    installFakeApi({ 'GET /point_request': page([makePointRequest()], { total: 1234 }) });
    await renderWithProviders(<PointRequestsOverviewTile />, { lng: 'en' });
    const region = screen.getByRole('region', { name: 'Approvals pending' });
    expect(await within(region).findByText('1,234')).toBeInTheDocument();
    expect(within(region).getByText('point requests pending')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Review requests' })).toBeInTheDocument();
  });
});
