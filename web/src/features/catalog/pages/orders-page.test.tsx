import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeCart, makeGiftOrder, makeItem, makeOrder, page } from '../testing/catalog-fixture';

import { OrdersPage } from './orders-page';

function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

const shipped = makeOrder({
  id: 12,
  items: [
    makeItem({ id: 41, status: 'shipped', quantity: 2 }),
    makeItem({
      id: 42,
      product_id: 2,
      name: 'Día libre',
      type: 'experience',
      points: 2000,
      status: 'rejected',
      reason: 'La fecha elegida no está disponible',
    }),
  ],
});
const coupon = makeOrder({
  id: 13,
  created_at: new Date(2026, 2, 7, 12, 0).getTime(),
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
});

function renderPage(route = '/orders', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/profile/order" element={<OrdersPage />} />
    </Routes>,
    { route, lng },
  );
}

describe('OrdersPage', () => {
  it('lists the orders with each item’s status, the reason of a rejection and the codes', async () => {
    installFakeApi({ 'GET /orders': page([coupon, shipped]), 'GET /cart': ok(makeCart()) });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);

    const first = articles[0]!;
    expect(within(first).getByRole('link', { name: 'Pedido #13' })).toHaveAttribute(
      'href',
      '/orders/13',
    );
    expect(first).toHaveTextContent('07/03/2026');
    expect(first).toHaveTextContent('Total canjeado: 300 puntos');
    expect(first).toHaveTextContent('Entrada de cine (1 unidad)');
    expect(first).toHaveTextContent('Entregado');
    const codes = within(first).getByRole('group', { name: 'Códigos de Entrada de cine' });
    expect(codes).toHaveTextContent('CINE-7Q2X-91');
    expect(
      within(codes).getByRole('button', { name: 'Copiar el código CINE-7Q2X-91' }),
    ).toBeInTheDocument();

    const second = articles[1]!;
    const items = within(second).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Taza Aplauso (2 unidades)300 puntosEnviado');
    expect(items[1]).toHaveTextContent('Rechazado');
    expect(items[1]).toHaveTextContent('Motivo: La fecha elegida no está disponible');
    expect(items[1]).toHaveTextContent('Te devolvimos los puntos de este producto.');
    expect(document.title).toMatch(/^Mis pedidos · /);
  });

  it('tells a prize an admin gave by who gave it and their note, not by points paid', async () => {
    const gift = makeGiftOrder('¡Gracias por el cierre del trimestre!', {
      id: 20,
      items: [makeItem({ id: 60, status: 'rejected', reason: 'Sin existencias del proveedor' })],
    });
    const plain = makeGiftOrder(null, { id: 21, items: [makeItem({ id: 61 })] });
    installFakeApi({ 'GET /orders': page([plain, gift]), 'GET /cart': ok(makeCart()) });
    const { unmount } = await renderPage();
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Regalo de Laura Gómez');
    expect(first).not.toHaveTextContent('puntos');
    expect(first!.querySelector('[data-gift-note]')).toBeNull();
    expect(second).toHaveTextContent('Regalo de Laura Gómez');
    expect(within(second!).getByText('«¡Gracias por el cierre del trimestre!»')).toBeVisible();
    expect(second).not.toHaveTextContent('Total canjeado');
    // A rejected gift says why, and refunds nothing: nobody paid it.
    expect(second).toHaveTextContent('Motivo: Sin existencias del proveedor');
    expect(second).not.toHaveTextContent('Te devolvimos los puntos');
    unmount();

    await renderPage('/orders', 'en');
    const articles = await screen.findAllByRole('article');
    expect(articles[0]).toHaveTextContent('Gift from Laura Gómez');
    expect(articles[1]).toHaveTextContent('“¡Gracias por el cierre del trimestre!”');
  });

  it('shows the same list under the profile, in English too', async () => {
    installFakeApi({ 'GET /orders': page([shipped]), 'GET /cart': ok(makeCart()) });
    await renderPage('/profile/order', 'en');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Order #12' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Taza Aplauso (2 units)');
    expect(article).toHaveTextContent('Shipped');
    expect(article).toHaveTextContent('Rejected');
    expect(article).toHaveTextContent('Reason: La fecha elegida no está disponible');
  });

  it('loads more on demand', async () => {
    const user = userEvent.setup();
    const pages: (string | null)[] = [];
    installFakeApi({
      'GET /cart': ok(makeCart()),
      'GET /orders': (request) => {
        pages.push(query(request).get('page'));
        return query(request).get('page') === '2'
          ? page([shipped], { page: 2, perPage: 10, total: 2 })
          : page([coupon], { perPage: 10, total: 2, hasMore: true });
      },
    });
    await renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('link', { name: 'Pedido #12' })).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    installFakeApi({ 'GET /orders': page([]), 'GET /cart': ok(makeCart()) });
    await renderPage();
    expect(await screen.findByText('Aún no tienes pedidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /orders': fail(500, 'internal'), 'GET /cart': ok(makeCart()) });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
  });
});
