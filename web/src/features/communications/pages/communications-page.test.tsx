import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeCommunication, makePoll, page } from '../testing/communication-fixture';

import { CommunicationsPage } from './communications-page';

function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

const received = [
  makeCommunication({ id: 5, title: 'Cambio de horario', read_at: null }),
  makeCommunication({
    id: 4,
    title: 'Código de conducta',
    pinned: true,
    acknowledge: true,
    read_at: 1,
  }),
  makeCommunication({ id: 3, title: 'Encuesta de comedor', read_at: 1, poll: makePoll() }),
];
const filed = [
  makeCommunication({ id: 2, title: 'Fiesta de fin de año', read_at: 1, filed: true }),
];

async function renderPage(route = '/communications', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route path="/communications" element={<CommunicationsPage />} />
    </Routes>,
    { route, lng },
  );
}

describe('CommunicationsPage', () => {
  it('lists the received ones pinned first, the unread marked, each leading to its page', async () => {
    installFakeApi({
      'GET /communications': (request) =>
        page(query(request).get('filed') === 'true' ? filed : received),
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recibidos' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Comunicados recibidos' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/communications/4',
      '/communications/5',
      '/communications/3',
    ]);
    expect(links[0]).toHaveTextContent('Código de conducta');
    expect(links[0]).toHaveTextContent('Fijado');
    expect(links[0]).toHaveTextContent('Confirma tu lectura');
    expect(links[0]).not.toHaveTextContent('Sin leer');
    expect(links[1]).toHaveTextContent('Sin leer');
    expect(links[1]).toHaveTextContent('De Adriana Gómez · 05/03/2026');
    expect(links[2]).toHaveTextContent('Con encuesta');
    expect(document.title).toMatch(/^Comunicados · /);
  });

  it('shows the filed ones in their own tab, and says when there are none', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    installFakeApi({
      'GET /communications': (request) => {
        const isFiled = query(request).get('filed');
        asked.push(isFiled);
        return page(isFiled === 'true' ? filed : []);
      },
    });
    await renderPage();
    expect(await screen.findByText('No tienes comunicados')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Archivados' }));
    const list = await screen.findByRole('list', { name: 'Comunicados archivados' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/communications/2');
    expect(within(list).getByRole('link')).toHaveTextContent('Fiesta de fin de año');
    expect(asked).toEqual(['false', 'true']);
  });

  it('opens on the filed list from its address, in English too', async () => {
    installFakeApi({ 'GET /communications': () => page([]) });
    await renderPage('/communications?filed=true', 'en');
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no archived communications')).toBeInTheDocument();
  });

  it('loads more on demand', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /communications': (request) =>
        query(request).get('page') === '2'
          ? page([makeCommunication({ id: 1, title: 'Más antiguo', read_at: 1 })], {
              page: 2,
              total: 4,
            })
          : page(received, { total: 4, hasMore: true }),
    });
    await renderPage();
    const list = await screen.findByRole('list', { name: 'Comunicados recibidos' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(list).findByText('Más antiguo')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ 'GET /communications': fail(500, 'internal') });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
