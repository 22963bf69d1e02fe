import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { productKeys } from '../api/products';
import { cinema, dayOff, makeProduct, page } from '../testing/catalog-fixture';

import { FeaturedProductsCard } from './featured-products-card';

describe('FeaturedProductsCard', () => {
  it('shows a few featured rewards with their price, each leading to its page', async () => {
    const asked: string[] = [];
    installFakeApi({
      'GET /products': (request: TransportRequest) => {
        asked.push(new URL(request.url, 'http://localhost').search);
        return page([
          dayOff,
          cinema,
          // A server that puts featured ones first may send others after them.
          makeProduct({ id: 9, name: 'Sin destacar' }),
        ]);
      },
    });
    await renderWithProviders(<FeaturedProductsCard />);
    const card = await screen.findByRole('region', { name: 'Premios destacados' });
    const list = within(card).getByRole('list', { name: 'Premios destacados del catálogo' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/catalog/2', '/catalog/3']);
    expect(links[0]).toHaveTextContent('Día libre2000 puntos');
    expect(within(card).getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    expect(asked).toEqual(['?featured=true&page=1&perPage=8']);
  });

  it('uses the English names in English', async () => {
    installFakeApi({ 'GET /products': page([dayOff]) });
    await renderWithProviders(<FeaturedProductsCard />, { lng: 'en' });
    const card = await screen.findByRole('region', { name: 'Featured rewards' });
    expect(within(card).getByRole('link', { name: /Day off/ })).toHaveTextContent(
      'Day off2,000 points',
    );
  });

  it('renders nothing when none is featured', async () => {
    installFakeApi({ 'GET /products': page([]) });
    const { container, queryClient } = await renderWithProviders(<FeaturedProductsCard />);
    await waitFor(() =>
      expect(queryClient.getQueryState(productKeys.featured())?.status).toBe('success'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /products': fail(500, 'internal') });
    await renderWithProviders(<FeaturedProductsCard />, { lng: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Internal server error. Please try later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
