import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeGiftOrder, makeItem, makeOrder, makeSettings } from '../testing/catalog-fixture';

import { OrderPage } from './order-page';

function renderPage(id: number | string, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { route: `/orders/${id}`, lng },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderPage', () => {
  it('shows the order with its items and statuses', async () => {
    installFakeApi({ 'GET /orders/12': ok(makeOrder({ id: 12 })) });
    await renderPage(12);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Pedido #12' })).toBeVisible();
    expect(article).toHaveTextContent('Taza Aplauso (1 unidad)');
    expect(article).toHaveTextContent('Pendiente');
    expect(screen.getByRole('link', { name: 'Volver a mis pedidos' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(document.title).toMatch(/^Pedido · /);
  });

  it('shows what the order’s total is worth in money when points have a value', async () => {
    installFakeApi({
      'GET /orders/12': ok(makeOrder({ id: 12, items: [makeItem({ quantity: 2 })] })),
      'GET /org/settings': ok(makeSettings({ currency: 'EUR', amount: 0.05 })),
    });
    await renderPage(12);
    const article = await screen.findByRole('article');
    await waitFor(() =>
      expect(article).toHaveTextContent('Total canjeado: 300 puntos · ≈ 15,00 €'),
    );
  });

  it('shows who gave a prize and their note instead of a total, even when points have a value', async () => {
    installFakeApi({
      'GET /orders/20': ok(makeGiftOrder('Para tu escritorio nuevo.', { id: 20 })),
      'GET /org/settings': ok(makeSettings({ currency: 'EUR', amount: 0.05 })),
    });
    await renderPage(20);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Pedido #20' })).toBeVisible();
    expect(article).toHaveTextContent('Regalo de Laura Gómez');
    expect(article).toHaveTextContent('«Para tu escritorio nuevo.»');
    expect(article).toHaveTextContent('Taza Aplauso (1 unidad)');
    expect(article).not.toHaveTextContent('puntos');
    expect(article).not.toHaveTextContent('€');
  });

  it('copies a delivered code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    installFakeApi({
      'GET /orders/13': ok(
        makeOrder({
          id: 13,
          items: [
            makeItem({
              name: 'Entrada de cine',
              type: 'coupon',
              points: 300,
              status: 'delivered',
              codes: ['CINE-7Q2X-91'],
            }),
          ],
        }),
      ),
    });
    await renderPage(13, 'en');
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent('Delivered');
    await user.click(within(article).getByRole('button', { name: 'Copy the code CINE-7Q2X-91' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('CINE-7Q2X-91'));
    expect(await within(article).findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the order is not the person’s', async () => {
    installFakeApi({ 'GET /orders/99': fail(404, 'not_found') });
    await renderPage(99);
    expect(await screen.findByText('No encontramos este pedido')).toBeInTheDocument();
  });

  it('says so for an address that cannot be an order', async () => {
    installFakeApi({});
    await renderPage('abc', 'en');
    expect(await screen.findByText('We could not find this order')).toBeInTheDocument();
  });
});
