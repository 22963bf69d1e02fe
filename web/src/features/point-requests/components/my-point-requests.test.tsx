import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import {
  approved,
  makePointRequest,
  page,
  query,
  rejected,
} from '../testing/point-request-fixture';

import { MyPointRequests } from './my-point-requests';

const pending = makePointRequest({
  attachment: {
    key: 'post-attachments/9-acta.pdf',
    name: 'acta.pdf',
    url: 'https://uploads.example/9-acta.pdf',
  },
});

describe('MyPointRequests', () => {
  it('lists each request with its points, status, reason, file and decision', async () => {
    const urls: string[] = [];
    installFakeApi({
      'GET /point_request': (request) => {
        urls.push(request.url);
        return page([pending, approved, rejected]);
      },
    });
    await renderWithProviders(<MyPointRequests />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mis solicitudes de puntos' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus solicitudes de puntos' });
    const [first, second, third] = within(list).getAllByRole('listitem');

    expect(first).toHaveTextContent('500 puntos');
    expect(within(first!).getByText('Pendiente')).toBeInTheDocument();
    expect(first).toHaveTextContent('05/03/2026');
    expect(first).toHaveTextContent('Cubrí el turno de soporte del fin de semana.');
    const file = within(first!).getByRole('link', { name: 'Adjunto: acta.pdf' });
    expect(file).toHaveAttribute('href', 'https://uploads.example/9-acta.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(first).not.toHaveTextContent(/por Luis Herrera/);

    expect(within(second!).getByText('Aprobada')).toBeInTheDocument();
    expect(second).toHaveTextContent('1200 puntos');
    expect(second).toHaveTextContent('Aprobada por Luis Herrera · 20/02/2026');
    expect(second).toHaveTextContent('Nota: ¡Gran trabajo!');

    expect(within(third!).getByText('Rechazada')).toBeInTheDocument();
    expect(third).toHaveTextContent('Rechazada por Luis Herrera · 10/02/2026');
    expect(third).toHaveTextContent('Motivo del rechazo: Ya se reconoció en el muro.');

    expect(urls[0]).toMatch(/\/point_request\?scope=mine&page=1&perPage=10$/);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages through a long history', async () => {
    const user = userEvent.setup();
    const pages: string[] = [];
    installFakeApi({
      'GET /point_request': (request: TransportRequest) => {
        const number = query(request).get('page') ?? '';
        pages.push(number);
        return page(number === '1' ? [pending] : [rejected], {
          page: Number(number),
          total: 25,
        });
      },
    });
    await renderWithProviders(<MyPointRequests />);
    await user.click(await screen.findByRole('button', { name: 'Ir a la página 3' }));
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(pages).toEqual(['1', '3']);
  });

  it('says when there is none yet', async () => {
    installFakeApi({ 'GET /point_request': page([]) });
    await renderWithProviders(<MyPointRequests />);
    expect(await screen.findByText('Todavía no has pedido puntos.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cuando envíes una solicitud, aquí verás si está pendiente, aprobada o rechazada.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry that reads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    installFakeApi({
      'GET /point_request': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal') : page([approved]);
      },
    });
    await renderWithProviders(<MyPointRequests />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error interno del servidor. Intenta más tarde.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aprobada')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    installFakeApi({ 'GET /point_request': page([makePointRequest({ amount: 1 }), rejected]) });
    await renderWithProviders(<MyPointRequests />, { lng: 'en' });
    const list = await screen.findByRole('list', { name: 'Your point requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('1 point');
    expect(within(first!).getByText('Pending')).toBeInTheDocument();
    expect(second).toHaveTextContent('Rejected by Luis Herrera');
    expect(second).toHaveTextContent('Reason for rejecting: Ya se reconoció en el muro.');
  });
});
