import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PointRequest } from '../api/point-requests';
import {
  approved,
  carlos,
  luis,
  makePointRequest,
  page,
  query,
  rejected,
} from '../testing/point-request-fixture';

import { PointRequestsReview } from './point-requests-review';

const fromAna = makePointRequest({
  attachment: {
    key: 'post-attachments/9-acta.pdf',
    name: 'acta.pdf',
    url: 'https://uploads.example/9-acta.pdf',
  },
});
const fromCarlos = makePointRequest({
  id: 7,
  requester: carlos,
  amount: 50,
  reason: 'Di la charla de seguridad.',
  created_at: new Date(2026, 2, 6, 10).getTime(),
});

type Sent = { path: string; body: unknown };

/** The review list as a server holding `held` answers it (filtered by status), and the
 *  decisions, answered by `decide` (default: the request decided as asked). */
function server(
  held: PointRequest[] = [fromAna, fromCarlos, approved, rejected],
  decide?: (path: string, body: { id: number }) => FakeReply,
  extra: FakeRoutes = {},
) {
  const state = { held, reads: [] as string[], sent: [] as Sent[] };
  const record = (request: TransportRequest) => {
    const body = JSON.parse(request.body as string) as { id: number; note?: string };
    state.sent.push({ path: request.path, body });
    if (decide) return decide(request.path, body);
    const status = request.path.endsWith('approve') ? 'approved' : 'rejected';
    const target = state.held.find((item) => item.id === body.id)!;
    const decided = { ...target, status, decided_by: luis, decided_at: Date.now() } as const;
    state.held = state.held.map((item) => (item.id === body.id ? decided : item));
    return ok(decided);
  };
  installFakeApi({
    'GET /point_request': (request) => {
      const params = query(request);
      expect(params.get('scope')).toBe('review');
      state.reads.push(params.toString());
      const status = params.get('status');
      return page(state.held.filter((item) => !status || item.status === status));
    },
    'POST /point_request/approve': record,
    'POST /point_request/reject': record,
    ...extra,
  });
  return state;
}

async function renderReview(lng: 'es' | 'en' = 'es') {
  await renderWithProviders(
    <>
      <PointRequestsReview />
      <ToastHost />
    </>,
    { lng },
  );
  return screen.findByRole('table', {
    name: lng === 'es' ? 'Solicitudes de puntos' : 'Point requests',
  });
}

function rows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('PointRequestsReview', () => {
  it('lists the pending requests first, with who asked, the points, why, the file and when', async () => {
    const state = server();
    const table = await renderReview();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('pending');
    expect(state.reads).toEqual(['scope=review&status=pending&page=1&perPage=10']);
    expect(rows(table).map((row) => row.textContent)).toEqual([
      'Ana Torres500Cubrí el turno de soporte del fin de semana.Adjunto: acta.pdf05/03/2026PendienteAprobarRechazar',
      'Carlos Ruiz50Di la charla de seguridad.—06/03/2026PendienteAprobarRechazar',
    ]);
    expect(within(rows(table)[0]!).getByRole('rowheader')).toHaveTextContent('Ana Torres');
    expect(within(table).getByRole('link', { name: 'Adjunto: acta.pdf' })).toHaveAttribute(
      'href',
      'https://uploads.example/9-acta.pdf',
    );
    expect(screen.getByText('1–2 de 2')).toBeInTheDocument();
  });

  it('filters by status; decided ones show who decided and why, and no actions', async () => {
    const user = userEvent.setup();
    const state = server();
    await renderReview();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'rejected');
    await waitFor(() =>
      expect(state.reads.at(-1)).toBe('scope=review&status=rejected&page=1&perPage=10'),
    );
    const table = screen.getByRole('table', { name: 'Solicitudes de puntos' });
    await waitFor(() => expect(rows(table)).toHaveLength(1));
    const [row] = rows(table);
    expect(row).toHaveTextContent('Rechazada');
    expect(row).toHaveTextContent('Rechazada por Luis Herrera · 10/02/2026');
    expect(row).toHaveTextContent('Motivo del rechazo: Ya se reconoció en el muro.');
    expect(within(row!).queryByRole('button')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'all');
    await waitFor(() => expect(state.reads.at(-1)).toBe('scope=review&page=1&perPage=10'));
    await waitFor(() => expect(rows(table)).toHaveLength(4));
  });

  it('approves with an optional note; the list reads again', async () => {
    const user = userEvent.setup();
    const state = server();
    const table = await renderReview();
    await user.click(
      within(table).getByRole('button', { name: 'Aprobar la solicitud de Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Aprobar la solicitud de Ana Torres',
    });
    expect(dialog).toHaveTextContent('Ana Torres recibirá 500 puntos para canjear.');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nota para la persona (opcional)' }),
      '  ¡Gracias por cubrir! ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar solicitud' }));
    expect(await screen.findByText('Aprobaste la solicitud de Ana Torres.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.sent).toEqual([
      { path: '/point_request/approve', body: { id: 1, note: '¡Gracias por cubrir!' } },
    ]);
    // Approved: it leaves the pending list.
    await waitFor(() => expect(rows(table)).toHaveLength(1));
    expect(table).not.toHaveTextContent('Ana Torres');
  });

  it('sends no note when it is left blank', async () => {
    const user = userEvent.setup();
    const state = server();
    const table = await renderReview();
    await user.click(
      within(table).getByRole('button', { name: 'Aprobar la solicitud de Carlos Ruiz' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Carlos Ruiz recibirá 50 puntos para canjear.');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar solicitud' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.sent).toEqual([{ path: '/point_request/approve', body: { id: 7 } }]);
  });

  it('rejects only with a reason, which is sent', async () => {
    const user = userEvent.setup();
    const state = server();
    const table = await renderReview();
    await user.click(
      within(table).getByRole('button', { name: 'Rechazar la solicitud de Carlos Ruiz' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechazar la solicitud de Carlos Ruiz',
    });
    expect(dialog).toHaveTextContent(
      'Cuéntale a Carlos Ruiz por qué no la apruebas: lo leerá en su perfil.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo.')).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Motivo del rechazo/ }),
      ' La charla ya tuvo su reconocimiento. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await screen.findByText('Rechazaste la solicitud de Carlos Ruiz.')).toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        path: '/point_request/reject',
        body: { id: 7, reason: 'La charla ya tuvo su reconocimiento.' },
      },
    ]);
  });

  it('says a request was already decided, and reads the list again', async () => {
    const user = userEvent.setup();
    const state = server(undefined, () => {
      // Someone else approved it first.
      state.held = state.held.map((item) =>
        item.id === 1 ? { ...item, status: 'approved', decided_by: luis } : item,
      );
      return fail(409, 'already_decided', 'Ya fue decidida');
    });
    const table = await renderReview();
    await user.click(
      within(table).getByRole('button', { name: 'Rechazar la solicitud de Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo del rechazo/ }), 'No.');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta solicitud ya fue decidida. Actualizamos la lista para que veas cómo quedó.',
    );
    // Behind the dialog, the pending list no longer holds it.
    await waitFor(() => expect(table).not.toHaveTextContent('Ana Torres'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Carlos Ruiz',
    ]);
  });

  it('says when a request is not theirs to decide, or no longer exists', async () => {
    const user = userEvent.setup();
    const replies = [
      fail(403, 'not_your_decision', 'No puedes decidir esta solicitud'),
      fail(404, 'not_found', 'No existe'),
    ];
    server(undefined, () => replies.shift() ?? fail(500, 'internal'));
    const table = await renderReview();
    await user.click(
      within(table).getByRole('button', { name: 'Aprobar la solicitud de Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No puedes decidir esta solicitud: es tuya o es de alguien a quien no lideras.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar solicitud' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Esta solicitud ya no existe. Actualizamos la lista.',
      ),
    );
  });

  it('says when there is nothing to decide', async () => {
    server([]);
    await renderWithProviders(<PointRequestsReview />);
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    expect(
      screen.getByText('Cuando alguien pida puntos para canjear, verás aquí su solicitud.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads in English', async () => {
    const user = userEvent.setup();
    server([fromAna]);
    const table = await renderReview('en');
    expect(within(table).getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Reject the request of Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Ana Torres' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Enter the reason for rejecting.')).toBeInTheDocument();
  });
});
