import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Cart } from '../api/cart';
import {
  cinema,
  dayOff,
  makeCart,
  makeLine,
  makeOrder,
  makeSettings,
  mug,
} from '../testing/catalog-fixture';

import { CartPage } from './cart-page';

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

type Purchase = { body: unknown; key: string | undefined };

/** A server holding the member's cart: its changes answer the cart as the real one does, and the
 *  checkout answers `checkout` (an order by default). */
function serverWith(
  initial: Cart,
  checkout: (request: TransportRequest) => FakeReply = () => ({
    status: 201,
    body: { success: true, data: makeOrder({ id: 12 }) },
  }),
  extra: FakeRoutes = {},
) {
  let cart = initial;
  const purchases: Purchase[] = [];
  const changes: unknown[] = [];
  let cartReads = 0;
  const seen = installFakeApi({
    'GET /cart': () => {
      cartReads += 1;
      return ok(cart);
    },
    'POST /update_cart': (request) => {
      const change = bodyOf(request) as { product_id: number; quantity: number };
      changes.push(change);
      cart = makeCart(
        cart.items.map((line) =>
          line.product.id === change.product_id ? makeLine(line.product, change.quantity) : line,
        ),
        cart.balance,
      );
      return ok(cart);
    },
    'DELETE /cart': (request) => {
      const productId = new URL(request.url, 'http://localhost').searchParams.get('product_id');
      changes.push({ delete: productId });
      cart = makeCart(
        productId === null
          ? []
          : cart.items.filter((line) => String(line.product.id) !== productId),
        cart.balance,
      );
      return ok(cart);
    },
    'POST /buy_products': (request) => {
      purchases.push({ body: bodyOf(request), key: request.headers['Idempotency-Key'] });
      return checkout(request);
    },
    ...extra,
  });
  return {
    seen,
    purchases,
    changes,
    cartReads: () => cartReads,
    setCart: (next: Cart) => {
      cart = next;
    },
  };
}

function OrderScreen() {
  return <p>Pantalla del pedido {useParams().id}</p>;
}

function renderPage(lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/orders/:id" element={<OrderScreen />} />
      </Routes>
      <ToastHost />
    </>,
    { route: '/cart', lng },
  );
}

const twoMugs = makeCart([makeLine(mug, 2)], 500);

describe('CartPage', () => {
  it('lists the lines with their units and subtotals, the total and the balance', async () => {
    serverWith(makeCart([makeLine(mug, 2), makeLine(cinema, 1)], 700));
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
    const lines = await screen.findByRole('region', { name: 'Productos en el carrito' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Taza Aplauso');
    expect(items[0]).toHaveTextContent('150 puntos cada uno');
    expect(items[0]).toHaveTextContent('300 puntos');
    expect(
      within(items[0]!).getByRole('group', { name: 'Cantidad de Taza Aplauso' }),
    ).toHaveTextContent('2');
    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(summary).toHaveTextContent('Total del canje600 puntos');
    expect(summary).toHaveTextContent('Tus puntos700 puntos');
    expect(summary).not.toHaveTextContent('Te faltan');
    expect(within(summary).getByRole('button', { name: 'Canjear' })).toBeEnabled();
    expect(document.title).toMatch(/^Carrito · /);
  });

  it('shows what the subtotals and the total are worth in money when points have a value', async () => {
    serverWith(makeCart([makeLine(mug, 2), makeLine(cinema, 1)], 700), undefined, {
      'GET /org/settings': ok(makeSettings({ currency: 'EUR', amount: 0.05 })),
    });
    await renderPage();
    const lines = await screen.findByRole('region', { name: 'Productos en el carrito' });
    const items = within(lines).getAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('300 puntos · ≈ 15,00 €'));
    expect(items[1]).toHaveTextContent('300 puntos · ≈ 15,00 €');
    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(summary).toHaveTextContent('Total del canje600 puntos · ≈ 30,00 €');
    // The balance stays in points.
    expect(summary).toHaveTextContent('Tus puntos700 puntos');
    expect(summary).not.toHaveTextContent('700 puntos ·');
  });

  it('changes units, removes a line and empties the cart', async () => {
    const user = userEvent.setup();
    const server = serverWith(makeCart([makeLine(mug, 2), makeLine(cinema, 1)], 700));
    await renderPage();
    const lines = await screen.findByRole('region', { name: 'Productos en el carrito' });
    await user.click(within(lines).getByRole('button', { name: 'Una unidad más de Taza Aplauso' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen' })).toHaveTextContent(
        'Total del canje750 puntos',
      ),
    );
    await user.click(
      within(lines).getByRole('button', { name: 'Quitar Entrada de cine del carrito' }),
    );
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Vaciar el carrito' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Vaciar el carrito?' });
    await user.click(within(confirm).getByRole('button', { name: 'Vaciar' }));
    expect(await screen.findByText('Tu carrito está vacío')).toBeInTheDocument();
    expect(await screen.findByText('Vaciaste el carrito.')).toBeInTheDocument();
    expect(server.changes).toEqual([
      { product_id: 1, quantity: 3 },
      { delete: '3' },
      { delete: null },
    ]);
  });

  it('holds the checkout back while the points do not reach, and says how many are missing', async () => {
    serverWith(makeCart([makeLine(dayOff, 1)], 500));
    await renderPage();
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    expect(summary).toHaveTextContent('Te faltan1500 puntos');
    expect(
      within(summary).getByText('Quita productos o reúne más puntos para canjear este carrito.'),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Canjear' })).toBeDisabled();
  });

  it('checks out the total shown with an idempotency key, and leads to the order', async () => {
    const user = userEvent.setup();
    const server = serverWith(twoMugs);
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('Pantalla del pedido 12')).toBeInTheDocument();
    expect(await screen.findByText('¡Listo! Tu pedido #12 quedó registrado.')).toBeInTheDocument();
    expect(server.purchases).toHaveLength(1);
    expect(server.purchases[0]!.body).toEqual({ total: 300 });
    expect(server.purchases[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the idempotency key when the same cart is tried again after a failure', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = 'network';
    const server = serverWith(twoMugs, () => reply);
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Canjear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de conexión. Verifica tu conexión a internet.',
    );
    reply = { status: 201, body: { success: true, data: makeOrder({ id: 12 }) } };
    await user.click(screen.getByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('Pantalla del pedido 12')).toBeInTheDocument();
    expect(server.purchases).toHaveLength(2);
    expect(server.purchases[1]!.key).toBe(server.purchases[0]!.key);
  });

  it('reads the cart again when it changed meanwhile, and the next try is a new one', async () => {
    const user = userEvent.setup();
    let changed = false;
    const server = serverWith(twoMugs, () => {
      if (changed) return { status: 201, body: { success: true, data: makeOrder({ id: 14 }) } };
      // The price went up meanwhile.
      changed = true;
      server.setCart(makeCart([makeLine({ ...mug, points: 180 }, 2)], 500));
      return fail(409, 'cart_changed', 'Tu carrito cambió mientras lo revisabas.');
    });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Canjear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los precios o los productos de tu carrito cambiaron. Revisa el nuevo total y vuelve a canjear.',
    );
    const summary = screen.getByRole('region', { name: 'Resumen' });
    await waitFor(() => expect(summary).toHaveTextContent('Total del canje360 puntos'));
    expect(server.cartReads()).toBe(2);

    await user.click(within(summary).getByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('Pantalla del pedido 14')).toBeInTheDocument();
    expect(server.purchases.map((purchase) => purchase.body)).toEqual([
      { total: 300 },
      { total: 360 },
    ]);
    expect(server.purchases[1]!.key).not.toBe(server.purchases[0]!.key);
  });

  it.each([
    {
      lng: 'es' as const,
      reply: fail(422, 'out_of_stock', 'No quedan unidades suficientes de «Taza Aplauso».'),
      text: '«Taza Aplauso» se agotó. Quítalo o reduce la cantidad para canjear.',
    },
    {
      lng: 'en' as const,
      reply: fail(422, 'out_of_stock', 'No quedan unidades suficientes de «Taza Aplauso».'),
      text: '“Aplauso mug” sold out. Remove it or lower the quantity to redeem.',
    },
    {
      lng: 'es' as const,
      reply: fail(422, 'product_unavailable', '«Otro premio» no está disponible.'),
      text: '«Otro premio» no está disponible.',
    },
    {
      lng: 'es' as const,
      reply: fail(422, 'insufficient_points', 'Saldo insuficiente.'),
      text: 'No tienes puntos suficientes para este canje.',
    },
    {
      lng: 'en' as const,
      reply: fail(400, 'cart_empty', 'Tu carrito está vacío.'),
      text: 'Your cart is empty.',
    },
  ])('says why the checkout was refused ($reply.body.code, $lng)', async ({ lng, reply, text }) => {
    const user = userEvent.setup();
    const server = serverWith(twoMugs, () => reply);
    await renderPage(lng);
    await user.click(
      await screen.findByRole('button', { name: lng === 'es' ? 'Canjear' : 'Redeem' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The cart is read again: what it holds may have changed.
    await waitFor(() => expect(server.cartReads()).toBe(2));
    expect(screen.queryByText(/Pantalla del pedido/)).toBeNull();
  });

  it('says when the cart is empty, in English too', async () => {
    serverWith(makeCart([]));
    await renderPage('en');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /cart': fail(500, 'internal') });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
