import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeOrder, page } from '../testing/catalog-fixture';

import { OrdersOverviewTile } from './orders-overview-tile';

const tile = () => screen.getByRole('region', { name: 'Pedidos por preparar' });
const bodyOf = (request: TransportRequest) =>
  JSON.parse(request.body as string) as Record<string, unknown>;

/** A server whose lists total `totals[status]`; records each list's body. */
function serverWith(totals: Record<string, number>) {
  const bodies: Record<string, unknown>[] = [];
  installFakeApi({
    'POST /org/orders': (request) => {
      const body = bodyOf(request);
      bodies.push(body);
      return page([makeOrder()], { perPage: 1, total: totals[body.status as string] ?? 0 });
    },
  });
  return bodies;
}

describe('OrdersOverviewTile', () => {
  it('counts the orders with items pending and being prepared, each from a page of one', async () => {
    const bodies = serverWith({ pending: 5, processing: 2 });
    await renderWithProviders(<OrdersOverviewTile />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Pedidos por preparar' }),
    ).toBeInTheDocument();
    expect(await within(tile()).findByText('5')).toBeInTheDocument();
    expect(within(tile()).getByText('pedidos con artículos pendientes')).toBeInTheDocument();
    expect(tile().querySelector('[data-stat="processing"]')).toHaveTextContent(
      'Pedidos en preparación2',
    );
    expect(bodies).toEqual(
      expect.arrayContaining([
        { status: 'pending', page: 1, perPage: 1, format: 'json' },
        { status: 'processing', page: 1, perPage: 1, format: 'json' },
      ]),
    );
    expect(bodies).toHaveLength(2);
    // Into the orders, showing the pending ones.
    expect(within(tile()).getByRole('link', { name: 'Ver pedidos' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending',
    );
  });

  it('says so when no order is pending', async () => {
    serverWith({ pending: 0, processing: 0 });
    await renderWithProviders(<OrdersOverviewTile />);
    expect(await within(tile()).findByText('No hay pedidos pendientes.')).toBeInTheDocument();
    expect(tile().querySelector('[data-stat="processing"]')).toHaveTextContent(
      'Pedidos en preparación0',
    );
  });

  it('says when the counts could not load, and loads them again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      'POST /org/orders': (request) => {
        const status = bodyOf(request).status;
        if (failing && status === 'processing') return fail(500, 'internal_error');
        return page([makeOrder()], { perPage: 1, total: status === 'pending' ? 1 : 3 });
      },
    });
    await renderWithProviders(<OrdersOverviewTile />);
    const alert = await within(tile()).findByRole('alert');
    expect(within(tile()).queryByText('pedido con artículos pendientes')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(tile()).findByText('pedido con artículos pendientes')).toBeInTheDocument();
    expect(tile().querySelector('[data-stat="processing"]')).toHaveTextContent('3');
  });

  it('speaks English', async () => {
    serverWith({ pending: 1, processing: 1200 });
    await renderWithProviders(<OrdersOverviewTile />, { lng: 'en' });
    const region = screen.getByRole('region', { name: 'Orders to fulfil' });
    expect(await within(region).findByText('order with items pending')).toBeInTheDocument();
    expect(region.querySelector('[data-stat="processing"]')).toHaveTextContent(
      'Orders being prepared1,200',
    );
    expect(within(region).getByRole('link', { name: 'See orders' })).toBeInTheDocument();
  });
});
