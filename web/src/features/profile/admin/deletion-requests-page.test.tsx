import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { DeletionRequest } from '../api/deletion-request';

import { DeletionRequestsPage } from './deletion-requests-page';

function person(id: number, first: string, last: string) {
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@demo.local`;
  return { id, first_name: first, last_name: last, full_name: `${first} ${last}`, email };
}

const requests: DeletionRequest[] = [
  {
    id: 1,
    user: person(12, 'Lucia', 'Paredes'),
    reason: 'Dejo la empresa.',
    status: 'open',
    created_at: new Date(2026, 0, 15, 9).getTime(),
  },
  {
    id: 2,
    user: person(7, 'Diego', 'Castro'),
    reason: null,
    status: 'open',
    created_at: new Date(2026, 1, 2, 17).getTime(),
  },
];

function page(items: DeletionRequest[], total: number) {
  return (request: TransportRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    return {
      status: 200,
      body: {
        success: true,
        data: items,
        meta: { page: Number(query.get('page')), perPage: Number(query.get('perPage')), total },
      },
    };
  };
}

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('DeletionRequestsPage', () => {
  it('lists each request with the person, the reason and the date', async () => {
    const urls: string[] = [];
    installFakeApi({
      'GET /org/deletion_requests': (request) => {
        urls.push(request.url);
        return page(requests, 2)(request);
      },
    });
    await renderWithProviders(<DeletionRequestsPage />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Solicitudes de eliminación' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Solicitudes de eliminación' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lucia Paredeslucia.paredes@demo.localDejo la empresa.15/01/2026RechazarEliminar cuenta',
      'Diego Castrodiego.castro@demo.localSin motivo02/02/2026RechazarEliminar cuenta',
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Lucia Paredes');
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
    expect(urls[0]).toMatch(/\/org\/deletion_requests\?page=1&perPage=10$/);
  });

  it("erases the person's account after a warning; the request leaves the queue", async () => {
    const user = userEvent.setup();
    let open = requests;
    let sent: unknown;
    installFakeApi({
      'GET /org/deletion_requests': (request) => page(open, open.length)(request),
      'POST /user/admin/delete': (request) => {
        sent = JSON.parse(request.body as string);
        open = [requests[1]!];
        return ok({ user_id: 12, erased: true });
      },
    });
    await renderWithProviders(
      <>
        <DeletionRequestsPage />
        <ToastHost />
      </>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la cuenta de Lucia Paredes' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar esta cuenta para siempre?',
    });
    expect(dialog).toHaveAccessibleDescription(/datos personales de Lucia Paredes/);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText('Se eliminó la cuenta de Lucia Paredes.')).toBeInTheDocument();
    expect(sent).toEqual({ user_id: 12 });
    await waitFor(() => expect(screen.queryByText('Lucia Paredes')).not.toBeInTheDocument());
    expect(screen.getByText('Diego Castro')).toBeInTheDocument();
  });

  it('declines a request with the note for the person', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /org/deletion_requests': page(requests, 2),
      'POST /org/deletion_requests/2/decline': (request) => {
        sent.push(JSON.parse(request.body as string));
        return sent.length === 1
          ? fail(409, 'deletion_request_closed', 'Closed')
          : ok({ ...requests[1]!, status: 'declined', resolution_note: 'Tiene saldo.' });
      },
    });
    await renderWithProviders(
      <>
        <DeletionRequestsPage />
        <ToastHost />
      </>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Rechazar la solicitud de Diego Castro' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechazar la solicitud de Diego Castro',
    });
    await user.type(
      within(dialog).getByLabelText('Nota para la persona (opcional)'),
      '  Tiene saldo. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta solicitud ya fue atendida por otra persona.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await screen.findByText('Se rechazó la solicitud de Diego Castro.')).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Tiene saldo.' }, { note: 'Tiene saldo.' }]);
  });

  it('sends no note when it is left blank', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    installFakeApi({
      'GET /org/deletion_requests': page(requests, 2),
      'POST /org/deletion_requests/1/decline': (request) => {
        sent = JSON.parse(request.body as string);
        return ok({ ...requests[0]!, status: 'declined', resolution_note: null });
      },
    });
    await renderWithProviders(<DeletionRequestsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Rechazar la solicitud de Lucia Paredes' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ note: null });
  });

  it('asks the server for the next page', async () => {
    const user = userEvent.setup();
    const pages: string[] = [];
    installFakeApi({
      'GET /org/deletion_requests': (request) => {
        const number = new URL(request.url, 'http://localhost').searchParams.get('page') ?? '';
        pages.push(number);
        return page(number === '1' ? requests : [requests[1]!], 11)(request);
      },
    });
    await renderWithProviders(<DeletionRequestsPage />);
    await screen.findByRole('table', { name: 'Solicitudes de eliminación' });
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('11–11 de 11')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when nobody has asked', async () => {
    installFakeApi({ 'GET /org/deletion_requests': page([], 0) });
    await renderWithProviders(<DeletionRequestsPage />);
    expect(
      await screen.findByText('No hay solicitudes de eliminación pendientes.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cuando alguien pida eliminar su cuenta desde su perfil, la verás aquí.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    installFakeApi({ 'GET /org/deletion_requests': page([requests[1]!], 1) });
    await renderWithProviders(<DeletionRequestsPage />, { lng: 'en' });
    const table = await screen.findByRole('table', { name: 'Deletion requests' });
    expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(within(table).getByText('No reason given')).toBeInTheDocument();
  });
});
