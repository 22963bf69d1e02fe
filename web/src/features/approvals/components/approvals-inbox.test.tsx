import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ok, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ApprovalItem } from '../api/approvals';
import { carlos, inboxPage, makeItem } from '../testing/approval-fixture';

import { ApprovalsInbox } from './approvals-inbox';

const photo = makeItem();
const request = makeItem({
  kind: 'point_request',
  id: 5,
  requester: carlos,
  title: 'Cubrí el turno del fin de semana.',
  detail: '',
  context: null,
  points: 300,
  age_hours: 150,
  attachment: null,
  href: '/point-requests/review',
});
const noBudget = makeItem({
  id: 12,
  title: 'Donar sangre',
  age_hours: 5,
  blocked: true,
  blocked_reason: 'sin presupuesto',
});

/** The inbox as a server holding `held` answers it, and the decisions (the second item asked
 *  refused as already decided). */
function server(held: ApprovalItem[] = [request, photo, noBudget]) {
  const state = { reads: [] as string[], decided: [] as unknown[] };
  installFakeApi({
    'GET /approvals': (call) => {
      const params = new URL(call.url, 'http://localhost').searchParams;
      state.reads.push(params.toString());
      const kind = params.get('kind');
      return inboxPage(
        held.filter((item) => !kind || item.kind === kind),
        { point_request: 1, program_submission: 2 },
      );
    },
    'POST /approvals/decide': (call) => {
      const body = JSON.parse(call.body as string) as {
        items: { kind: string; id: number }[];
      };
      state.decided.push(body);
      return ok({
        results: body.items.map((item, index) =>
          index === 1
            ? {
                ...item,
                ok: false,
                error: { code: 'already_decided', message: 'Esto ya fue decidido.' },
              }
            : { ...item, ok: true, error: null },
        ),
        approved: body.items.length - 1,
        rejected: 0,
        failed: 1,
      });
    },
  });
  return state;
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ApprovalsInbox', () => {
  it('lists what waits, oldest first, with the counts per kind, its age and why one is blocked', async () => {
    server();
    await renderWithProviders(<ApprovalsInbox />);
    const table = await screen.findByRole('table', { name: 'Pendientes de aprobar' });
    expect(screen.getByRole('button', { name: 'Todo (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Solicitudes de puntos (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Evidencias de programas (2)' })).toBeInTheDocument();
    const [first, second, third] = rows(table);
    expect(first).toHaveTextContent('Carlos Ruiz');
    expect(within(first!).getByText('hace 6 días').closest('[data-age]')).toHaveAttribute(
      'data-age',
      'error',
    );
    expect(within(second!).getByText('hace 3 días').closest('[data-age]')).toHaveAttribute(
      'data-age',
      'warning',
    );
    expect(second).toHaveTextContent('Evidencias de programas · Voluntariado');
    expect(within(second!).getByRole('link', { name: 'Ver arbol.jpg' })).toHaveAttribute(
      'href',
      'https://up.example/1.jpg',
    );
    expect(third).toHaveTextContent('Sin presupuesto');
    expect(within(third!).getByRole('button', { name: 'Aprobar lo de Ana Torres' })).toBeDisabled();
    expect(within(third!).getByRole('button', { name: 'Rechazar lo de Ana Torres' })).toBeEnabled();
  });

  it('filters by kind', async () => {
    const user = userEvent.setup();
    const state = server();
    await renderWithProviders(<ApprovalsInbox />);
    await user.click(await screen.findByRole('button', { name: 'Solicitudes de puntos (1)' }));
    await waitFor(() => expect(state.reads.at(-1)).toBe('kind=point_request&page=1&perPage=25'));
    const table = screen.getByRole('table', { name: 'Pendientes de aprobar' });
    await waitFor(() => expect(rows(table)).toHaveLength(1));
  });

  it('approves several at once and says, item by item, what failed and why', async () => {
    const user = userEvent.setup();
    const state = server();
    await renderWithProviders(<ApprovalsInbox />);
    const table = await screen.findByRole('table', { name: 'Pendientes de aprobar' });
    await user.click(within(table).getByRole('checkbox', { name: /Cubrí el turno/ }));
    await user.click(within(table).getByRole('checkbox', { name: /Plantar un árbol/ }));
    expect(within(table).getByRole('checkbox', { name: /Donar sangre/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aprobar 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar 2 elementos' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(state.decided).toEqual([
        {
          items: [
            { kind: 'point_request', id: 5 },
            { kind: 'program_submission', id: 11 },
          ],
          decision: 'approve',
        },
      ]),
    );
    const results = await screen.findByTestId('approvals-results');
    expect(results).toHaveTextContent('Aprobaste 1. 1 no se pudo decidir:');
    expect(results).toHaveTextContent('Ana Torres: Plantar un árbol: Alguien ya lo decidió.');
  });

  it('asks for the reason to reject', async () => {
    const user = userEvent.setup();
    const state = server();
    await renderWithProviders(<ApprovalsInbox />);
    const table = await screen.findByRole('table', { name: 'Pendientes de aprobar' });
    await user.click(within(table).getByRole('button', { name: 'Rechazar lo de Carlos Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar lo de Carlos Ruiz' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText('Escribe el motivo: la persona lo leerá.'),
    ).toBeVisible();
    expect(state.decided).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Falta la foto');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(state.decided).toEqual([
        { items: [{ kind: 'point_request', id: 5 }], decision: 'reject', reason: 'Falta la foto' },
      ]),
    );
  });

  it('says how many approvals an item needing two already has', async () => {
    server([makeItem({ id: 14, title: 'Caminé 5 km', approvals: { done: 1, needed: 2 } })]);
    await renderWithProviders(<ApprovalsInbox />);
    const table = await screen.findByRole('table', { name: 'Pendientes de aprobar' });
    expect(within(table).getByText('1 de 2 aprobaciones')).toBeVisible();
  });

  it("shows when a request's step is due, and that it is overdue once past it", async () => {
    const step = (id: number, change: Partial<ApprovalItem>) =>
      makeItem({ kind: 'request', id, title: `Compra ${id}`, attachment: null, ...change });
    const held = [
      step(21, { due_at: new Date(2026, 0, 10, 12).getTime(), overdue: true }),
      step(22, { due_at: new Date(2099, 0, 15, 12).getTime() }),
      step(23, {}),
    ];
    server(held);
    await renderWithProviders(<ApprovalsInbox />);
    const table = await screen.findByRole('table', { name: 'Pendientes de aprobar' });
    const [late, upcoming, none] = rows(table);
    expect(within(late!).getByText('Vencido')).toBeVisible();
    expect(late).toHaveTextContent('Venció el 10/01/2026');
    expect(within(upcoming!).getByText('Vence el 15/01/2099')).toBeVisible();
    expect(upcoming).not.toHaveTextContent('Vencido');
    expect(none).not.toHaveTextContent(/Vence|Venció|Vencido/);

    server(held);
    await renderWithProviders(<ApprovalsInbox />, { lng: 'en' });
    const english = await screen.findByRole('table', { name: 'Awaiting approval' });
    const [lateEn, upcomingEn] = rows(english);
    expect(within(lateEn!).getByText('Overdue')).toBeVisible();
    expect(lateEn).toHaveTextContent('Was due on 10/01/2026');
    expect(upcomingEn).toHaveTextContent('Due on 15/01/2099');
  });
});
