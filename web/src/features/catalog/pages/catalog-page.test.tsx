import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import {
  categories,
  cinema,
  dayOff,
  makeCart,
  makeLine,
  makeProduct,
  makeSettings,
  mug,
  page,
} from '../testing/catalog-fixture';

import { CatalogPage } from './catalog-page';

function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

const soldOut = makeProduct({ id: 4, name: 'Botella térmica', available: false, stock: 0 });

/** A server with the demo catalog; `asked` keeps the list calls' parameters (not the
 *  featured strip's). */
function serverWith(extra: FakeRoutes = {}) {
  const asked: Record<string, string>[] = [];
  installFakeApi({
    'GET /cart': ok(makeCart([makeLine(mug, 2)], 500)),
    'GET /product_category': ok(categories),
    'GET /user/points': ok({
      user_id: 3,
      give_balance: 120,
      redeem_balance: 500,
      lifetime_received: 500,
      level: null,
      next_level: null,
    }),
    'GET /catalog/wishlist': ok({ redeem_balance: 500, items: [] }),
    'GET /products': (request) => {
      const params = query(request);
      if (params.get('featured') === 'true') return page([dayOff, cinema]);
      asked.push(Object.fromEntries(params));
      return page([mug, cinema, soldOut, dayOff]);
    },
    ...extra,
  });
  return asked;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage(route = '/catalog', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/catalog"
        element={
          <>
            <CatalogPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route, lng },
  );
}

describe('CatalogPage', () => {
  it('shows the featured ones on top, then every product with its price, stock and how far the points go', async () => {
    serverWith();
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Catálogo de premios' }),
    ).toBeInTheDocument();
    const balances = await screen.findByLabelText('Tus saldos');
    expect(within(balances).getByText('Para canjear')).toBeInTheDocument();
    expect(within(balances).getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrito (2)' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /Mis pedidos/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: /Mis cupones/ })).toHaveAttribute('href', '/cupons');

    const featured = await screen.findByRole('region', { name: 'Destacados' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Día libre', 'Entrada de cine']);

    const list = await screen.findByRole('list', { name: 'Productos del catálogo' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Taza Aplauso');
    expect(cards[0]).toHaveTextContent('150 puntos');
    expect(cards[0]).toHaveTextContent('Quedan 25');
    expect(cards[0]).toHaveTextContent('Te alcanza con tus puntos');
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/catalog/1');
    expect(cards[2]).toHaveTextContent('Agotado');
    expect(cards[3]).toHaveTextContent('Disponible');
    expect(cards[3]).toHaveTextContent('Te faltan 1500 puntos');
    expect(within(cards[3]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(document.title).toMatch(/^Catálogo · /);
  });

  it('shows the English names and words to English speakers', async () => {
    serverWith();
    await renderPage('/catalog', 'en');
    const list = await screen.findByRole('list', { name: 'Catalog products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Aplauso mug');
    expect(cards[0]).toHaveTextContent('150 points');
    expect(cards[0]).toHaveTextContent('25 left');
    expect(cards[0]).toHaveTextContent('You can afford it');
    expect(cards[3]).toHaveTextContent('Day off');
    expect(cards[3]).toHaveTextContent('1,500 points to go');
    expect(screen.getByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart (2)' })).toBeInTheDocument();
  });

  it('puts the value in money beside each price when points have one', async () => {
    serverWith({ 'GET /org/settings': ok(makeSettings({ currency: 'USD', amount: 0.01 })) });
    await renderPage('/catalog', 'en');
    const list = await screen.findByRole('list', { name: 'Catalog products' });
    const cards = within(list).getAllByRole('listitem');
    await waitFor(() => expect(cards[0]).toHaveTextContent('150 points · ≈ $1.50'));
    expect(cards[3]).toHaveTextContent('2,000 points · ≈ $20.00');
    const featured = screen.getByRole('region', { name: 'Featured' });
    expect(featured).toHaveTextContent('2,000 points · ≈ $20.00');
  });

  it('filters by name, category, type and price, keeping them in the address', async () => {
    const user = userEvent.setup();
    const asked = serverWith();
    await renderPage();
    await screen.findByRole('list', { name: 'Productos del catálogo' });
    const filters = screen.getByRole('group', { name: 'Filtrar productos' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Buscar por nombre' }), 'taza');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Categoría' }), '3');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo' }), 'physical');
    await user.type(within(filters).getByRole('textbox', { name: 'Desde (puntos)' }), '100');
    await user.type(within(filters).getByRole('textbox', { name: 'Hasta (puntos)' }), '500');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        q: 'taza',
        category: '3',
        type: 'physical',
        valueFrom: '100',
        valueTo: '500',
        page: '1',
        perPage: '24',
      }),
    );
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/catalog?q=taza&category=3&type=physical&from=100&to=500',
    );
    // Filtering hides the featured strip.
    expect(screen.queryByRole('region', { name: 'Destacados' })).toBeNull();

    await user.click(within(filters).getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/catalog$/);
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ featured: 'false', page: '1', perPage: '24' }),
    );
  });

  it('says when a price is no whole number, and leaves it out of the call', async () => {
    const user = userEvent.setup();
    const asked = serverWith();
    await renderPage('/catalog?from=abc');
    expect(await screen.findByText('Escribe un número entero.')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Productos del catálogo' });
    expect(asked.at(-1)).toEqual({ page: '1', perPage: '24' });
    await user.clear(screen.getByRole('textbox', { name: 'Desde (puntos)' }));
    expect(screen.queryByText('Escribe un número entero.')).toBeNull();
  });

  it('pages through the catalog', async () => {
    const user = userEvent.setup();
    const asked = serverWith({
      'GET /products': (request) => {
        const params = query(request);
        if (params.get('featured') === 'true') return page([]);
        asked.push(Object.fromEntries(params));
        return params.get('page') === '2'
          ? page([cinema], { page: 2, total: 25 })
          : page([mug], { total: 25 });
      },
    });
    await renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Páginas del catálogo' });
    await user.click(within(pages).getByRole('button', { name: 'Ir a la página 2' }));
    const list = await screen.findByRole('list', { name: 'Productos del catálogo' });
    await within(list).findByText('Entrada de cine');
    expect(asked.map((params) => params.page)).toEqual(['1', '2']);
    expect(screen.getByTestId('address')).toHaveTextContent('/catalog?page=2');
    expect(within(pages).getByRole('button', { name: 'Página 2, actual' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and when nothing matches', async () => {
    const user = userEvent.setup();
    serverWith({ 'GET /products': page([]) });
    const { unmount } = await renderPage();
    expect(await screen.findByText('Aún no hay productos en el catálogo')).toBeInTheDocument();
    unmount();

    await renderPage('/catalog?q=yate');
    expect(await screen.findByText('Ningún producto coincide con los filtros')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Quitar filtros' }).at(-1)!);
    expect(await screen.findByText('Aún no hay productos en el catálogo')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    serverWith({ 'GET /products': fail(500, 'internal') });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
