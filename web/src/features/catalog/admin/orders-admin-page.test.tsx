import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Order, OrderItem } from '../api/orders';
import {
  cinema,
  dayOff,
  makeGiftOrder,
  makeItem,
  makeOrder,
  mug,
  page,
} from '../testing/catalog-fixture';

import { OrdersAdminPage } from './orders-admin-page';

function bodyOf(request: TransportRequest): Record<string, unknown> {
  return JSON.parse(request.body as string) as Record<string, unknown>;
}

const carlos = {
  id: 4,
  full_name: 'Carlos Ruiz',
  first_name: 'Carlos',
  last_name: 'Ruiz',
  profile_photo_url: null,
};

/** A server with two orders; moving an item changes it as the real one does. */
function serverWith(extra: FakeRoutes = {}) {
  let orders: Order[] = [
    makeOrder({
      id: 13,
      buyer: carlos,
      created_at: new Date(2026, 2, 7).getTime(),
      items: [
        makeItem({
          id: 43,
          product_id: 3,
          name: 'Entrada de cine',
          type: 'coupon',
          points: 300,
          status: 'delivered',
          codes: ['CINE-7Q2X-91'],
        }),
      ],
    }),
    makeOrder({
      id: 12,
      items: [
        makeItem({ id: 41, quantity: 2 }),
        makeItem({
          id: 42,
          product_id: 2,
          name: 'Día libre',
          type: 'experience',
          points: 2000,
          status: 'processing',
        }),
      ],
    }),
  ];
  const lists: Record<string, unknown>[] = [];
  const moves: { id: string; body: Record<string, unknown> }[] = [];
  const move = (request: TransportRequest) => {
    const id = request.path.split('/')[2]!;
    const body = bodyOf(request);
    moves.push({ id, body });
    orders = orders.map((order) => ({
      ...order,
      items: order.items.map((item): OrderItem =>
        String(item.id) === id
          ? {
              ...item,
              status: body.status as OrderItem['status'],
              reason: (body.reason as string | undefined) ?? null,
            }
          : item,
      ),
    }));
    return ok(orders.find((order) => order.items.some((item) => String(item.id) === id)));
  };
  installFakeApi({
    'POST /org/orders': (request) => {
      const body = bodyOf(request);
      lists.push(body);
      return page(orders, { perPage: 10 });
    },
    'GET /org/products': page([mug, dayOff, cinema]),
    'PATCH /order_item/41/status': move,
    'PATCH /order_item/42/status': move,
    ...extra,
  });
  return { lists, moves };
}

/** The router's current address, to check what the page keeps in it. */
function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <OrdersAdminPage />
      <ToastHost />
    </>,
    { route: '/admin/orders', lng },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrdersAdminPage', () => {
  it('lists the items of the orders with their buyer, points and status', async () => {
    const { lists } = serverWith();
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pedidos de la organización' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Entrada de cine (1 unidad)',
      'Taza Aplauso (2 unidades)',
      'Día libre (1 unidad)',
    ]);
    expect(rows[0]).toHaveTextContent('Pedido #1307/03/2026');
    expect(rows[0]).toHaveTextContent('Carlos Ruiz');
    expect(rows[0]).toHaveTextContent('Entregado');
    expect(rows[0]).toHaveTextContent('Sin acciones');
    expect(rows[1]).toHaveTextContent('Ana Torres');
    expect(rows[1]).toHaveTextContent('300');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(rows[2]).toHaveTextContent('En preparación');
    expect(lists).toEqual([{ page: 1, perPage: 10, format: 'json' }]);
    expect(document.title).toMatch(/^Pedidos · /);
  });

  it('moves an item forward one status at a time', async () => {
    const user = userEvent.setup();
    const { moves } = serverWith();
    await renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Preparar: Taza Aplauso, pedido #12' }),
    );
    expect(await screen.findByText('«Taza Aplauso» pasó a En preparación.')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: 'Marcar como enviado: Taza Aplauso, pedido #12',
      }),
    );
    expect(await screen.findByText('«Taza Aplauso» pasó a Enviado.')).toBeInTheDocument();
    expect(moves).toEqual([
      { id: '41', body: { status: 'processing' } },
      { id: '41', body: { status: 'shipped' } },
    ]);
    expect(
      await screen.findByRole('button', {
        name: 'Marcar como entregado: Taza Aplauso, pedido #12',
      }),
    ).toBeInTheDocument();
  });

  it('moves several selected items forward in one call, with one toast', async () => {
    const user = userEvent.setup();
    const bulk: Record<string, unknown>[] = [];
    serverWith({
      'POST /org/order_items/status': (request) => {
        bulk.push(bodyOf(request));
        return ok({ updated: 2, items: [] });
      },
    });
    await renderPage();
    await screen.findByRole('table', { name: 'Pedidos de la organización' });
    expect(
      screen.getByRole('checkbox', { name: 'Seleccionar Entrada de cine, pedido #13' }),
    ).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar Taza Aplauso, pedido #12' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Día libre, pedido #12' }));
    expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
    // The pending mug cannot skip back: "en preparación" is not offered for the prepared day off.
    expect(screen.queryByRole('button', { name: 'Marcar en preparación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar como enviados' }));
    expect(await screen.findByText('2 pedidos actualizados')).toBeInTheDocument();
    expect(bulk).toEqual([{ ids: [41, 42], status: 'shipped' }]);
    await waitFor(() => expect(screen.queryByText('2 seleccionados')).not.toBeInTheDocument());
  });

  it('rejects an item with the reason the buyer is told', async () => {
    const user = userEvent.setup();
    const { moves } = serverWith();
    await renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Rechazar: Día libre, pedido #12' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Día libre»' });
    expect(
      within(dialog).getByText(
        'La persona verá el motivo y recibirá de vuelta los puntos de este producto.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo.')).toBeInTheDocument();
    expect(moves).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Motivo/ }),
      ' La fecha elegida no está disponible ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText('Rechazaste «Día libre»: sus puntos volvieron a la persona.'),
    ).toBeInTheDocument();
    expect(moves).toEqual([
      { id: '42', body: { status: 'rejected', reason: 'La fecha elegida no está disponible' } },
    ]);
    const table = screen.getByRole('table', { name: 'Pedidos de la organización' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[3]).toHaveTextContent(
        'RechazadoLa fecha elegida no está disponible',
      ),
    );
  });

  it('shows a prize an admin gave by who gave it and the note, and rejects it refunding nothing', async () => {
    const user = userEvent.setup();
    const moves: unknown[] = [];
    installFakeApi({
      'POST /org/orders': page(
        [
          makeGiftOrder('¡Gracias por el cierre!', {
            id: 20,
            items: [makeItem({ id: 60 })],
          }),
        ],
        { perPage: 10 },
      ),
      'GET /org/products': page([mug]),
      'PATCH /order_item/60/status': (request) => {
        moves.push(bodyOf(request));
        return ok(
          makeGiftOrder(null, { id: 20, items: [makeItem({ id: 60, status: 'rejected' })] }),
        );
      },
    });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Pedidos de la organización' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Regalo de Laura Gómez');
    expect(row).toHaveTextContent('«¡Gracias por el cierre!»');
    expect(row).not.toHaveTextContent('150');
    await user.click(
      within(row).getByRole('button', { name: 'Rechazar: Taza Aplauso, pedido #20' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Taza Aplauso»' });
    expect(
      within(dialog).getByText(
        'La persona verá el motivo. Era un regalo: no hay puntos que devolver.',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Sin existencias');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText(
        'Rechazaste «Taza Aplauso»: era un regalo, no hay puntos que devolver.',
      ),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ status: 'rejected', reason: 'Sin existencias' }]);
  });

  it('shows the server’s refusal of a move', async () => {
    const user = userEvent.setup();
    serverWith({
      'PATCH /order_item/41/status': fail(
        422,
        'invalid_transition',
        'Este producto del pedido está enviado y no puede pasar a en preparación.',
      ),
    });
    await renderPage('en');
    await user.click(
      await screen.findByRole('button', { name: 'Prepare: Taza Aplauso, order #12' }),
    );
    expect(
      await screen.findByText(
        'That status change is no longer possible: refresh the list and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('filters by status, person, product and period', async () => {
    const user = userEvent.setup();
    const { lists } = serverWith({
      'POST /user/search': page([{ ...carlos, email: 'carlos.ruiz@demo.local' }]),
    });
    await renderPage();
    await screen.findByRole('table', { name: 'Pedidos de la organización' });
    const filters = screen.getByRole('group', { name: 'Filtrar pedidos' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Estado' }), 'pending');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Producto' }), '1');
    await user.type(within(filters).getByRole('combobox', { name: 'Persona' }), 'Carl');
    await user.click(await screen.findByRole('option', { name: /Carlos Ruiz/ }));
    await user.type(within(filters).getByRole('textbox', { name: 'Desde' }), '01/03/2026');
    await user.type(within(filters).getByRole('textbox', { name: 'Hasta' }), '31/03/2026');
    await waitFor(() =>
      expect(lists.at(-1)).toEqual({
        status: 'pending',
        product_id: 1,
        user_id: 4,
        from: new Date(2026, 2, 1).getTime(),
        to: new Date(2026, 3, 1).getTime(),
        page: 1,
        perPage: 10,
        format: 'json',
      }),
    );
    // Only the items that match are rows.
    const table = screen.getByRole('table', { name: 'Pedidos de la organización' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Taza Aplauso (2 unidades)']);
  });

  it('sorts every order by date on the server, oldest or newest first', async () => {
    const user = userEvent.setup();
    const { lists } = serverWith();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Pedidos de la organización' });
    expect(lists.at(-1)).not.toHaveProperty('order');
    await user.click(within(table).getByRole('button', { name: 'Pedido' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ order: 'asc', page: 1 }));
    await user.click(within(table).getByRole('button', { name: 'Pedido' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ order: 'desc', page: 1 }));
    expect(within(table).queryByRole('button', { name: 'Persona' })).toBeNull();
  });

  it('opens on the status the address asks for, and keeps the address in step', async () => {
    const user = userEvent.setup();
    const { lists } = serverWith();
    await renderWithProviders(
      <>
        <OrdersAdminPage />
        <ShownAddress />
      </>,
      { route: '/admin/orders?status=pending' },
    );
    const table = await screen.findByRole('table', { name: 'Pedidos de la organización' });
    expect(lists[0]).toEqual({ status: 'pending', page: 1, perPage: 10, format: 'json' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Taza Aplauso (2 unidades)']);
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(status).toHaveValue('pending');
    await user.selectOptions(status, 'processing');
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/orders?status=processing');
    await user.selectOptions(status, '');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/orders$/);
    await waitFor(() => expect(lists.at(-1)).toEqual({ page: 1, perPage: 10, format: 'json' }));
  });

  it('downloads the filtered orders as a workbook', async () => {
    const user = userEvent.setup();
    const workbook = new Blob(['PK-orders']);
    const exports: Record<string, unknown>[] = [];
    serverWith({
      'POST /org/orders': (request) => {
        const body = bodyOf(request);
        if (body.format === 'xlsx') {
          exports.push(body);
          return { status: 200, body: workbook };
        }
        return page([makeOrder()]);
      },
    });
    // jsdom has no object URLs, and following a download link is no part of this test.
    if (!('revokeObjectURL' in URL)) {
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    }
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await renderPage();
    await screen.findByRole('table', { name: 'Pedidos de la organización' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'shipped');
    await user.click(screen.getByRole('button', { name: 'Exportar .xlsx' }));
    await waitFor(() => expect(downloads).toEqual(['pedidos.xlsx']));
    expect(exports).toEqual([{ status: 'shipped', format: 'xlsx' }]);
    expect(saved).toHaveBeenCalledWith(workbook);
  });

  it('says so when there are no orders, in English too', async () => {
    installFakeApi({ 'POST /org/orders': page([]), 'GET /org/products': page([]) });
    await renderPage('en');
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export .xlsx' })).toBeInTheDocument();
  });
});
