import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { communicationKeys } from '../api/communications';
import { makeCommunication, page } from '../testing/communication-fixture';

import { CommunicationsCard } from './communications-card';

describe('CommunicationsCard', () => {
  it('shows the pinned ones and the unread ones meant for the feed, from the first page', async () => {
    const asked: string[] = [];
    installFakeApi({
      'GET /communications': (request: TransportRequest) => {
        asked.push(new URL(request.url, 'http://localhost').search);
        return page([
          makeCommunication({ id: 6, title: 'Solo por correo', read_at: null }),
          makeCommunication({ id: 5, title: 'Feria de salud', newsfeed: true, read_at: null }),
          makeCommunication({ id: 4, title: 'Ya leído', newsfeed: true, read_at: 1 }),
          makeCommunication({ id: 3, title: 'Código de conducta', pinned: true, read_at: 1 }),
        ]);
      },
    });
    await renderWithProviders(<CommunicationsCard />);
    const card = await screen.findByRole('region', { name: 'Comunicados' });
    const list = within(card).getByRole('list', { name: 'Comunicados fijados y sin leer' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/communications/3',
      '/communications/5',
    ]);
    expect(links[0]).toHaveTextContent('Código de conducta');
    expect(links[0]).toHaveTextContent('Fijado');
    expect(links[1]).toHaveTextContent('Sin leer');
    expect(within(card).getByRole('link', { name: 'Ver mis comunicados' })).toHaveAttribute(
      'href',
      '/communications',
    );
    expect(asked).toEqual(['?filed=false&page=1&perPage=20']);
  });

  it('renders nothing when none is pinned or unread for the feed', async () => {
    installFakeApi({
      'GET /communications': page([makeCommunication({ id: 2, read_at: null, newsfeed: false })]),
    });
    const { container, queryClient } = await renderWithProviders(<CommunicationsCard />);
    await waitFor(() =>
      expect(queryClient.getQueryState(communicationKeys.home())?.status).toBe('success'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /communications': fail(500, 'internal') });
    await renderWithProviders(<CommunicationsCard />, { lng: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Internal server error. Please try later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
