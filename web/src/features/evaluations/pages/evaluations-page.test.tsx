import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { MyWork } from '../api/types';
import {
  ana,
  carla,
  cycle,
  luis,
  myWork,
  nomination,
  reviewSummary,
  statusLine,
} from '../testing/evaluation-fixtures';

import { EvaluationsPage } from './evaluations-page';

type Sent = { path: string; body: unknown };

function server(work: MyWork, extra: FakeRoutes = {}) {
  const sent: Sent[] = [];
  const record = (reply: ReturnType<typeof ok>) => (request: TransportRequest) => {
    sent.push({
      path: `${request.method} ${request.path}`,
      body: request.body ? JSON.parse(request.body as string) : null,
    });
    return reply;
  };
  installFakeApi({
    'GET /evaluations': ok(work),
    'POST /user/search': ok([carla]),
    'POST /evaluations/participants/40/nominations': record(ok({})),
    'POST /evaluations/nominations/70/approve': record(ok(nomination(70))),
    'POST /evaluations/nominations/71/reject': record(ok(nomination(71))),
    'POST /evaluations/nominations/72/decline': record(ok(nomination(72))),
    'POST /evaluations/participants/41/share': record(ok({})),
    ...Object.fromEntries(
      Object.entries(extra).map(([route, reply]) => [
        route,
        typeof reply === 'function' ? reply : record(reply),
      ]),
    ),
  });
  return sent;
}

const open = (route = '/performance_evaluation', lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <>
      <EvaluationsPage />
      <ToastHost />
    </>,
    { route, lng },
  );

beforeEach(() => {
  useAppStore.getState().setMe({ id: ana.id, full_name: ana.full_name } as User);
});

describe('EvaluationsPage', () => {
  it('lists the reviews to write by cycle, each with its status line in words', async () => {
    server(
      myWork({
        reviews: [
          reviewSummary(11),
          reviewSummary(12, {
            direction: 'leader',
            participant: { id: 41, person: carla },
            status: 'draft',
            status_line: statusLine({
              overdue: true,
              missing: [{ kind: 'leader_review', count: 1, people: [{ id: 9, name: 'Carla' }] }],
            }),
          }),
        ],
      }),
    );
    await open();
    const section = await screen.findByRole('region', { name: 'Evaluación 2030' });
    expect(within(section).getByTestId('cycle-status-line')).toHaveTextContent(
      'Fase actual: Redacción · Falta: autoevaluación, 2 evaluaciones de pares · Fecha límite: 12/12/2030',
    );
    const cards = within(section).getAllByTestId('review-card');
    // The draft first: open work in progress leads.
    expect(
      within(cards[0]!).getByRole('link', { name: 'Evaluación de Carla Díaz (como líder)' }),
    ).toHaveAttribute('href', '/performance_evaluation/reviews/12');
    expect(cards[0]).toHaveTextContent('Borrador guardado');
    expect(cards[0]).toHaveTextContent('Falta: evaluación del líder (Carla)');
    expect(within(cards[0]!).getByText('vencida')).toBeVisible();
    expect(
      within(cards[0]!).getByRole('link', {
        name: 'Continuar: Evaluación de Carla Díaz (como líder)',
      }),
    ).toBeVisible();
    expect(
      within(cards[1]!).getByRole('link', { name: 'Escribir: Tu autoevaluación' }),
    ).toHaveAttribute('href', '/performance_evaluation/reviews/11');
    // Nobody reports to Ana in a cycle: no team tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Por hacer',
      'Mis evaluaciones',
    ]);
  });

  it('offers no way into a sent peer review, whose answers are no longer kept by person', async () => {
    server(
      myWork({
        reviews: [
          reviewSummary(13, {
            direction: 'peer',
            participant: { id: 41, person: carla },
            status: 'submitted',
          }),
          reviewSummary(14, { status: 'submitted' }),
        ],
      }),
    );
    await open();
    const [peer, self] = await screen.findAllByTestId('review-card');
    expect(peer).toHaveTextContent('Evaluación de Carla Díaz (como par)');
    expect(peer).toHaveTextContent('Anónima: tus respuestas ya no se guardan a tu nombre.');
    expect(within(peer!).queryByRole('link')).toBeNull();
    expect(within(self!).getByRole('link', { name: 'Ver: Tu autoevaluación' })).toHaveAttribute(
      'href',
      '/performance_evaluation/reviews/14',
    );
  });

  it('says so when there is nothing to do, in English too', async () => {
    server(myWork({ cycles: [] }));
    await open('/performance_evaluation', 'en');
    expect(await screen.findByText('Nothing to do')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  });

  it('nominates peers with the people picker, up to the most allowed', async () => {
    const user = userEvent.setup();
    const sent = server(
      myWork({
        nominations: {
          to_make: [
            {
              participant_id: 40,
              cycle: { ...cycle, phase: 'nomination' },
              person: ana,
              nominated: [nomination(69, { peer: luis, status: 'approved' })],
              min: 1,
              max: 3,
            },
          ],
          to_approve: [],
          requests: [],
        },
      }),
    );
    await open();
    const card = await screen.findByTestId('nominate-card');
    expect(within(card).getByRole('heading', { name: 'Nomina a tus pares' })).toBeVisible();
    expect(card).toHaveTextContent(
      'Elige entre 1 y 3 personas que trabajen de cerca. Llevas 1 de 3.',
    );
    expect(within(card).getByText('Luis Soto')).toBeVisible();
    expect(within(card).getByText('Aprobada')).toBeVisible();
    await user.click(within(card).getByRole('combobox', { name: /Personas a nominar/ }));
    await user.click(await screen.findByRole('option', { name: /Carla Díaz/ }));
    await user.click(within(card).getByRole('button', { name: 'Nominar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: 'POST /evaluations/participants/40/nominations', body: { user_ids: [carla.id] } },
      ]),
    );
  });

  it('shows the server’s refusal of a nomination', async () => {
    const user = userEvent.setup();
    server(
      myWork({
        nominations: {
          to_make: [
            {
              participant_id: 40,
              cycle: { ...cycle, phase: 'nomination' },
              person: ana,
              nominated: [],
              min: 1,
              max: 3,
            },
          ],
          to_approve: [],
          requests: [],
        },
      }),
      {
        'POST /evaluations/participants/40/nominations': fail(
          422,
          'too_many_peers',
          'Puedes nominar hasta 3 personas.',
        ),
      },
    );
    await open();
    const card = await screen.findByTestId('nominate-card');
    await user.click(within(card).getByRole('combobox', { name: /Personas a nominar/ }));
    await user.click(await screen.findByRole('option', { name: /Carla Díaz/ }));
    await user.click(within(card).getByRole('button', { name: 'Nominar' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Puedes nominar hasta 3 personas.',
    );
  });

  it('lets the leader approve a nomination and reject another with an optional reason', async () => {
    const user = userEvent.setup();
    const sent = server(
      myWork({
        nominations: {
          to_make: [],
          to_approve: [nomination(70), nomination(71, { peer: luis })],
          requests: [],
        },
      }),
    );
    await open();
    await user.click(
      await screen.findByRole('button', { name: 'Aprobar a Carla Díaz como par de Ana Rojas' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Rechazar a Luis Soto como par de Ana Rojas' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar a Luis Soto' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: 'POST /evaluations/nominations/70/approve', body: null },
        { path: 'POST /evaluations/nominations/71/reject', body: {} },
      ]),
    );
  });

  it('asks a peer for a reason to decline a request', async () => {
    const user = userEvent.setup();
    const sent = server(
      myWork({
        nominations: {
          to_make: [],
          to_approve: [],
          requests: [nomination(72, { peer: ana, participant: { id: 41, person: carla } })],
        },
      }),
    );
    await open();
    const request = await screen.findByTestId('peer-request');
    expect(request).toHaveTextContent('Te nominaron como par en «Evaluación 2030»');
    await user.click(
      within(request).getByRole('button', { name: 'Declinar evaluar a Carla Díaz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Declinar evaluar a Carla Díaz' });
    await user.click(within(dialog).getByRole('button', { name: 'Declinar' }));
    expect(await within(dialog).findByText('Explica el motivo.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No trabajo con ella');
    await user.click(within(dialog).getByRole('button', { name: 'Declinar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'POST /evaluations/nominations/72/decline',
          body: { reason: 'No trabajo con ella' },
        },
      ]),
    );
  });

  it('lists my packets: a shared one opens, the others say when', async () => {
    const user = userEvent.setup();
    server(
      myWork({
        packets: [
          {
            id: 40,
            cycle: { ...cycle, phase: 'sharing' },
            status: 'shared',
            status_line: statusLine({
              phase: 'sharing',
              missing: [{ kind: 'acknowledgement', count: 1 }],
            }),
            shared_at: new Date(2030, 11, 1).getTime(),
            acknowledged_at: null,
          },
          {
            id: 50,
            cycle: { id: 4, name: 'Evaluación 2031', phase: 'writing' },
            status: 'draft',
            status_line: statusLine(),
            shared_at: null,
            acknowledged_at: null,
          },
        ],
      }),
    );
    await open();
    await user.click(await screen.findByRole('tab', { name: 'Mis evaluaciones' }));
    const packets = screen.getAllByTestId('my-packet');
    expect(packets[0]).toHaveTextContent('Compartido');
    expect(packets[0]).toHaveTextContent('Falta: confirmar la lectura');
    expect(packets[0]).toHaveTextContent('Compartida: 01/12/2030');
    expect(
      within(packets[0]!).getByRole('link', { name: 'Ver resultado: Evaluación 2030' }),
    ).toHaveAttribute('href', '/performance_evaluation/participants/40');
    expect(packets[1]).toHaveTextContent('Verás tu resultado cuando tu líder lo comparta');
    expect(within(packets[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a leader their team and shares a calibrated packet in one action', async () => {
    const user = userEvent.setup();
    const sent = server(
      myWork({
        team: [
          {
            id: 41,
            person: carla,
            cycle: { ...cycle, phase: 'sharing' },
            status: 'calibrated',
            status_line: statusLine({ phase: 'sharing', missing: [{ kind: 'share', count: 1 }] }),
          },
          {
            id: 42,
            person: luis,
            cycle: { ...cycle, phase: 'sharing' },
            status: 'acknowledged',
            status_line: statusLine({ phase: 'sharing' }),
          },
        ],
      }),
    );
    await open('/performance_evaluation?list=team');
    const rows = await screen.findAllByTestId('team-participant');
    expect(rows[0]).toHaveTextContent(
      'Fase actual: Entrega de resultados · Falta: compartir el resultado',
    );
    expect(rows[1]).toHaveTextContent('Lectura confirmada');
    expect(within(rows[1]!).queryByRole('button', { name: /Compartir/ })).not.toBeInTheDocument();
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Compartir resultado con Carla Díaz' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'POST /evaluations/participants/41/share', body: null }]),
    );
    expect(await screen.findByText('Compartiste el resultado con Carla Díaz')).toBeVisible();
  });

  it('offers to retry when the work could not load', async () => {
    installFakeApi({ 'GET /evaluations': fail(500, 'internal') });
    await open();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
