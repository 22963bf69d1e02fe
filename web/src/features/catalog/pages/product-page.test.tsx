import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Cart } from '../api/cart';
import type { Product } from '../api/products';
import {
  dayOff,
  makeCart,
  makeLine,
  makeProduct,
  makeSettings,
  mug,
} from '../testing/catalog-fixture';

import { ProductPage } from './product-page';

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

const withImages = makeProduct({
  stock: 3,
  images: [
    { key: 'corp-benef-image/a.png', url: 'https://files.example/a.png' },
    { key: 'corp-benef-image/b.png', url: 'https://files.example/b.png' },
  ],
});

/** A server holding one product and the member's cart (POST /cart adds to it). */
function serverWith(product: Product, extra: FakeRoutes = {}) {
  let cart: Cart = makeCart([], 500);
  const added: unknown[] = [];
  installFakeApi({
    [`GET /products/${product.id}`]: ok(product),
    'GET /cart': () => ok(cart),
    'POST /cart': (request) => {
      const change = bodyOf(request) as { product_id: number; quantity: number };
      added.push(change);
      cart = makeCart([makeLine(product, change.quantity)], 500);
      return ok(cart);
    },
    ...extra,
  });
  return added;
}

function renderPage(id: number, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/catalog/:id" element={<ProductPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/catalog/${id}`, lng },
  );
}

describe('ProductPage', () => {
  it('shows the product with its images, price, stock and description', async () => {
    const user = userEvent.setup();
    serverWith(withImages);
    await renderPage(1);
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Taza Aplauso' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('150 puntos');
    expect(article).toHaveTextContent('Quedan 3');
    expect(article).toHaveTextContent('Producto físico');
    expect(article).toHaveTextContent('Bienestar');
    expect(within(article).getByText('Una taza de cerámica con el logo.')).toBeInTheDocument();
    expect(
      within(article).getByRole('img', { name: 'Taza Aplauso, imagen 1 de 2' }),
    ).toHaveAttribute('src', 'https://files.example/a.png');
    await user.click(within(article).getByRole('button', { name: 'Ver la imagen 2 de 2' }));
    expect(
      within(article).getByRole('img', { name: 'Taza Aplauso, imagen 2 de 2' }),
    ).toHaveAttribute('src', 'https://files.example/b.png');
    expect(await within(article).findByText('Te alcanza con tus puntos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    expect(document.title).toMatch(/^Producto · /);
  });

  it('shows what the price is worth in money when points have a value, in Spanish and English', async () => {
    const euros = { 'GET /org/settings': ok(makeSettings({ currency: 'EUR', amount: 0.05 })) };
    serverWith(mug, euros);
    const { unmount } = await renderPage(1);
    const article = await screen.findByRole('article');
    await waitFor(() => expect(article).toHaveTextContent('150 puntos · ≈ 7,50 €'));
    unmount();

    serverWith(mug, euros);
    await renderPage(1, 'en');
    const english = await screen.findByRole('article');
    await waitFor(() => expect(english).toHaveTextContent('150 points · ≈ €7.50'));
  });

  it('shows points alone while they have no value in money', async () => {
    const seen: string[] = [];
    serverWith(mug, {
      'GET /org/settings': () => {
        seen.push('settings');
        return ok(makeSettings(null));
      },
    });
    await renderPage(1);
    const article = await screen.findByRole('article');
    await waitFor(() => expect(seen).toEqual(['settings']));
    expect(article).toHaveTextContent('150 puntos');
    expect(article).not.toHaveTextContent('≈');
  });

  it('adds the units chosen to the cart, up to the stock', async () => {
    const user = userEvent.setup();
    const added = serverWith(withImages);
    await renderPage(1);
    const quantity = await screen.findByRole('group', { name: 'Cantidad de Taza Aplauso' });
    const more = within(quantity).getByRole('button', { name: 'Una unidad más de Taza Aplauso' });
    const less = within(quantity).getByRole('button', { name: 'Una unidad menos de Taza Aplauso' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(within(quantity).getByText('3')).toBeInTheDocument();
    // Three left: no more than three.
    expect(more).toBeDisabled();
    await user.click(less);

    await user.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(
      await screen.findByText('Añadiste 2 unidades de «Taza Aplauso» al carrito.'),
    ).toBeInTheDocument();
    expect(added).toEqual([{ product_id: 1, quantity: 2 }]);
    expect(await screen.findByRole('link', { name: 'Carrito (2)' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('says why the cart refused it', async () => {
    const user = userEvent.setup();
    serverWith(mug, {
      'POST /cart': fail(422, 'product_unavailable', '«Taza Aplauso» no está disponible.'),
    });
    await renderPage(1, 'en');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This product is not available right now.')).toBeInTheDocument();
  });

  it('offers no way to add a sold out product', async () => {
    serverWith(makeProduct({ available: false, stock: 0 }));
    await renderPage(1);
    expect(await screen.findByText('Agotado')).toBeInTheDocument();
    expect(screen.getByText('Este producto no está disponible por ahora.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir al carrito' })).toBeNull();
  });

  it('shows the English name and how many points are missing, in English', async () => {
    serverWith(dayOff);
    await renderPage(2, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Day off' })).toBeInTheDocument();
    expect(await screen.findByText('1,500 points to go')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
  });

  it('says so when the product is not there for the person', async () => {
    installFakeApi({ 'GET /products/9': fail(404, 'not_found'), 'GET /cart': ok(makeCart()) });
    await renderPage(9);
    expect(await screen.findByText('No encontramos este producto')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /products/1': fail(500, 'internal'), 'GET /cart': ok(makeCart()) });
    await renderPage(1);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error interno del servidor. Intenta más tarde.',
      ),
    );
  });
});
