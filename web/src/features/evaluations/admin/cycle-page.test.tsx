import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { EvaluationsAdminPage } from './evaluations-admin-page';
import { ANA, cycle, LUIS, participant, statusLine } from './testing';
import type { CycleDetail, Participant } from './types';

type Sent = { method: string; path: string; body: unknown };

const page = <T,>(items: T[]) => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 20, total: items.length } },
});

function server(
  current: CycleDetail,
  people: Participant[],
  routes: Record<string, (request: TransportRequest) => FakeReply> = {},
) {
  const sent: Sent[] = [];
  installFakeApi({
    'GET /org/evaluations/cycles': page([current]),
    'GET /org/evaluations/cycles/5': ok(current),
    'GET /org/evaluations/cycles/5/participants': page(people),
    ...Object.fromEntries(
      Object.entries(routes).map(([route, reply]) => [
        route,
        (request: TransportRequest) => {
          sent.push({
            method: request.method,
            path: request.path,
            body: request.body ? JSON.parse(request.body as string) : null,
          });
          return reply(request);
        },
      ]),
    ),
  });
  return sent;
}

describe('EvaluationsAdminPage', () => {
  it('lists the cycles with their phase in words, progress and status line, and opens one', async () => {
    const user = userEvent.setup();
    server(
      cycle('writing', {
        status_line: statusLine('writing', {
          overdue: true,
          missing: [
            { kind: 'self_review', count: 1 },
            { kind: 'peer_reviews', count: 2 },
          ],
        }),
      }),
      [participant('writing')],
    );
    await renderWithProviders(<EvaluationsAdminPage />, { route: '/admin/evaluations' });
    const row = (await screen.findByText('Evaluación 2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Redacción')).toBeVisible();
    expect(within(row).getByText('1 de 4 evaluaciones enviadas · 2 participantes')).toBeVisible();
    expect(row).toHaveTextContent(
      'Fase actual: Redacción · Falta: autoevaluación, 2 evaluaciones de pares · Fecha límite: 12/12/2026 vencida',
    );
    await user.click(within(row).getByRole('button', { name: 'Abrir Evaluación 2026' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evaluación 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Avanzar a Calibración' })).toBeVisible();
  });

  it('says what launching does, and why it cannot without participants', async () => {
    const user = userEvent.setup();
    const sent = server(cycle('draft'), [], {
      'POST /org/evaluations/cycles/5/launch': () =>
        fail(422, 'no_participants', 'Agrega participantes.'),
    });
    await renderWithProviders(<EvaluationsAdminPage />, {
      route: '/admin/evaluations?cycle=5',
    });
    expect(await screen.findByText('Nadie participa todavía')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lanzar ciclo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Lanzar «Evaluación 2026»?' });
    expect(dialog).toHaveTextContent('Se crean las evaluaciones de los 2 participantes');
    expect(dialog).toHaveTextContent(
      'Después solo podrás cambiar el nombre, la descripción, las fechas límite y los textos de los formularios.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lanzar ciclo' }));
    expect(
      await within(dialog).findByText('Agrega al menos un participante antes de lanzar el ciclo.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { method: 'POST', path: '/org/evaluations/cycles/5/launch', body: null },
    ]);
  });

  it('advances one phase after saying what happens, and words a reminder sent too soon', async () => {
    const user = userEvent.setup();
    const sent = server(cycle('writing'), [participant('writing')], {
      'POST /org/evaluations/cycles/5/advance': () => ok(cycle('calibration')),
      'POST /org/evaluations/cycles/5/remind': () => fail(429, 'remind_too_soon', 'Too soon'),
    });
    await renderWithProviders(<EvaluationsAdminPage />, {
      route: '/admin/evaluations?cycle=5',
    });
    await user.click(await screen.findByRole('button', { name: 'Enviar recordatorio' }));
    const remind = screen.getByRole('dialog', { name: '¿Enviar un recordatorio?' });
    await user.click(within(remind).getByRole('button', { name: 'Enviar recordatorio' }));
    expect(
      await within(remind).findByText(
        'Ya se envió un recordatorio en la última hora. Vuelve a intentarlo más tarde.',
      ),
    ).toBeVisible();
    await user.click(within(remind).getByRole('button', { name: 'Cancelar' }));

    await user.click(await screen.findByRole('button', { name: 'Avanzar a Calibración' }));
    const dialog = screen.getByRole('dialog', { name: '¿Avanzar a Calibración?' });
    expect(dialog).toHaveTextContent('Ya no se podrán enviar evaluaciones');
    expect(dialog).toHaveTextContent('No se puede volver a la fase anterior.');
    await user.click(within(dialog).getByRole('button', { name: 'Avanzar a Calibración' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: 'POST',
        path: '/org/evaluations/cycles/5/advance',
        body: { to: 'calibration' },
      }),
    );
  });

  it('shows each participant with their leader flagged when missing, and reopens a review with its reason', async () => {
    const user = userEvent.setup();
    const sent = server(
      cycle('calibration'),
      [
        participant('calibration'),
        participant('calibration', {
          id: 102,
          person: LUIS,
          leader: null,
          status: 'draft',
          progress: { self: { done: 0, total: 1 } },
          reviews: [],
          performance: null,
          potential: null,
        }),
      ],
      {
        'POST /org/evaluations/reviews/902/reopen': () =>
          ok({ id: 902, direction: 'leader', status: 'draft' }),
      },
    );
    await renderWithProviders(<EvaluationsAdminPage />, {
      route: '/admin/evaluations?cycle=5',
    });
    const luis = (await screen.findByText('Luis Pérez')).closest('tr') as HTMLElement;
    expect(within(luis).getByText('Sin líder')).toBeVisible();
    expect(within(luis).getByText('Autoevaluación: 0/1')).toBeVisible();
    expect(within(luis).getByText('Sin calificación')).toBeVisible();
    expect(within(luis).getByText('En curso')).toBeVisible();

    const ana = screen.getByText(ANA.full_name).closest('tr') as HTMLElement;
    expect(within(ana).getByText('Desempeño alto · Potencial medio')).toBeVisible();
    expect(
      within(ana).getByRole('link', { name: 'Abrir la evaluación de Ana Torres' }),
    ).toHaveAttribute('href', '/performance_evaluation/participants/101');
    await user.click(within(ana).getByRole('button', { name: 'Más acciones para Ana Torres' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reabrir evaluación del líder' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reabrir la evaluación del líder de Ana Torres',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(within(dialog).getByText('Explica el motivo del cambio.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Faltó un logro');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/org/evaluations/reviews/902/reopen',
          body: { reason: 'Faltó un logro' },
        },
      ]),
    );
  });
});
