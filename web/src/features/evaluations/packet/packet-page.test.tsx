import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Packet } from '../api/types';
import { ana, luis, packet, packetPart, statusLine } from '../testing/evaluation-fixtures';

import { PacketPage } from './packet-page';

type Sent = { path: string; body: unknown };

function server(data: Packet) {
  const sent: Sent[] = [];
  const record = (request: TransportRequest) => {
    sent.push({
      path: `${request.method} ${request.path}`,
      body: request.body ? JSON.parse(request.body as string) : null,
    });
    return ok(data);
  };
  installFakeApi({
    'GET /evaluations/participants/40/packet': ok(data),
    'POST /evaluations/participants/40/acknowledge': record,
    'POST /evaluations/participants/40/share': record,
    'POST /evaluations/participants/40/follow_ups': record,
    'GET /evaluations/participants/40/packet.pdf': (request) => {
      sent.push({ path: `${request.method} ${request.path}`, body: null });
      return { status: 200, body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) };
    },
  });
  return sent;
}

const open = (id = '40', lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <Routes>
      <Route path="/performance_evaluation/participants/:participantId" element={<PacketPage />} />
    </Routes>,
    { route: `/performance_evaluation/participants/${id}`, lng },
  );

const signedInAs = (
  person: { id: number; full_name: string },
  role: User['user_type'] = 'employee',
) => useAppStore.getState().setMe({ ...person, user_type: role } as User);

beforeEach(() => signedInAs(ana));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PacketPage', () => {
  it('shows the person their shared result: the final box in words, the leader’s review, the hidden peers', async () => {
    server(packet());
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu evaluación' })).toBeVisible();
    expect(screen.getByTestId('final-box')).toHaveTextContent('Desempeño alto · Potencial medio');
    expect(screen.getByTestId('packet-goals-score')).toHaveTextContent(
      'Puntaje de objetivos: 4,2 de 5',
    );
    expect(screen.getByTestId('packet-status-line')).toHaveTextContent(
      'Fase actual: Entrega de resultados · Falta: confirmar la lectura · Fecha límite: 30/12/2030',
    );
    const leader = screen.getByRole('region', { name: 'Evaluación del líder' });
    expect(within(leader).getByText('Luis Soto')).toBeVisible();
    expect(within(leader).getByText('Abrió dos oficinas')).toBeVisible();
    expect(within(leader).getByText(/🤝 Colaboración:/)).toHaveTextContent(
      '🤝 Colaboración: 4 de 5',
    );
    expect(within(leader).getByText('Siempre ayuda')).toBeVisible();
    expect(within(leader).getByText(/Abrir 3 oficinas/)).toHaveTextContent(
      'Abrir 3 oficinas · Peso 60 · 5 de 5',
    );
    const peers = screen.getByRole('region', { name: 'Evaluaciones de pares' });
    expect(peers).toHaveTextContent('Menos de 3 respuestas: oculto por privacidad');
    expect(screen.queryByRole('region', { name: 'Autoevaluación' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Historial de calificaciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Compartir/ })).toBeNull();
  });

  it('lets the person acknowledge it with a comment', async () => {
    const user = userEvent.setup();
    const sent = server(packet());
    await open();
    await user.click(await screen.findByRole('button', { name: 'Confirmar lectura' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirmar que leíste tu evaluación',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }),
      'Gracias, de acuerdo',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar lectura' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'POST /evaluations/participants/40/acknowledge',
          body: { comment: 'Gracias, de acuerdo' },
        },
      ]),
    );
  });

  it('shows the acknowledgement and its comment once given', async () => {
    server(
      packet({
        participant: { ...packet().participant, status: 'acknowledged' },
        acknowledgement: { at: 1_900_000_000_000, comment: 'Gracias, de acuerdo' },
        can_acknowledge: false,
      }),
    );
    await open();
    const acknowledged = await screen.findByRole('region', { name: 'Lectura confirmada' });
    expect(within(acknowledged).getByText('Gracias, de acuerdo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar lectura' })).toBeNull();
  });

  it('shows the anonymous groups as means, counts and comments', async () => {
    server(
      packet({
        parts: {
          upward: {
            respondents_shown: true,
            respondents: 4,
            items: [
              {
                item: 'overall',
                title: 'Desempeño general',
                mean: 4.5,
                counts: { '4': 2, '5': 2 },
                respondents: 4,
              },
              { item: 'fortalezas', title: 'Fortalezas' },
            ],
            comments: [{ item: 'fortalezas', text: 'Escucha a todos' }],
          },
          hidden: ['peer'],
        },
      }),
    );
    await open();
    const upward = await screen.findByRole('region', { name: 'Evaluaciones ascendentes' });
    expect(upward).toHaveTextContent('4 personas respondieron.');
    expect(within(upward).getByText(/Desempeño general:/)).toHaveTextContent(
      'Desempeño general: promedio 4,5 · 4 respuestas',
    );
    expect(within(upward).getByText('Respuestas por calificación: 4: 2 · 5: 2')).toBeVisible();
    expect(within(upward).getByText('«Escucha a todos»')).toBeVisible();
    expect(within(upward).getByText('Fortalezas')).toBeVisible();
  });

  it('lets the leader share a calibrated packet', async () => {
    const user = userEvent.setup();
    signedInAs(luis);
    const sent = server(
      packet({
        participant: { ...packet().participant, status: 'calibrated', shared_at: null },
        can_share: true,
        can_acknowledge: false,
      }),
    );
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evaluación de Ana Rojas' }),
    ).toBeVisible();
    expect(screen.getByText('Calibrado')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar lectura' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compartir resultado con Ana Rojas' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'POST /evaluations/participants/40/share', body: null }]),
    );
  });

  it('lets the leader add a follow-up task and lists the ones created, with their status', async () => {
    const user = userEvent.setup();
    signedInAs(luis);
    const sent = server(
      packet({
        participant: { ...packet().participant, status: 'calibrated', shared_at: null },
        can_acknowledge: false,
        can_follow_up: true,
        follow_ups: [
          {
            id: 7,
            title: 'Curso de liderazgo',
            status: 'in_progress',
            due_on: '2030-06-30',
            created_at: 1_900_000_000_000,
          },
        ],
      }),
    );
    await open();
    const section = await screen.findByTestId('packet-follow-ups');
    expect(
      within(section).getByRole('link', { name: 'Ver la tarea «Curso de liderazgo»' }),
    ).toHaveAttribute('href', '/tasks?task=7');
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'En curso · Vence el 30/06/2030',
    );
    await user.click(within(section).getByRole('button', { name: 'Agregar acción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva acción de seguimiento' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    expect(await within(dialog).findByText('Escribe qué hay que hacer.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Qué hay que hacer' }),
      '  Mentoría con Sofía ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear tarea' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: 'POST /evaluations/participants/40/follow_ups',
          body: { title: 'Mentoría con Sofía' },
        },
      ]),
    );
  });

  it('shows the person their follow-up tasks without the button to add one', async () => {
    server(
      packet({
        follow_ups: [
          { id: 7, title: 'Curso de liderazgo', status: 'pending', due_on: null, created_at: 1 },
        ],
      }),
    );
    await open();
    const section = await screen.findByTestId('packet-follow-ups');
    expect(within(section).getByText(/Pendiente · Sin fecha/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Agregar acción' })).toBeNull();
  });

  it('shows admins the rating history, a calibration as "de X a Y" with its reason', async () => {
    signedInAs({ id: 1, full_name: 'Adriana Gómez' }, 'admin');
    server(
      packet({
        parts: { self: packetPart({ reviewer: ana }), leader: packetPart(), hidden: [] },
        history: [
          {
            id: 1,
            kind: 'self',
            overall: 5,
            from: null,
            to: { performance: null, potential: null },
            actor: ana,
            reason: null,
            created_at: 1_900_000_000_000,
          },
          {
            id: 2,
            kind: 'leader',
            overall: 3,
            from: null,
            to: { performance: 2, potential: 2 },
            actor: luis,
            reason: null,
            created_at: 1_900_000_100_000,
          },
          {
            id: 3,
            kind: 'calibration',
            overall: null,
            from: { performance: 2, potential: 2 },
            to: { performance: 3, potential: 2 },
            actor: { id: 1, full_name: 'Adriana Gómez', first_name: 'Adriana', last_name: 'Gómez' },
            reason: 'Lideró la apertura de dos oficinas',
            created_at: 1_900_000_200_000,
          },
        ],
      }),
    );
    await open();
    const history = await screen.findByRole('region', { name: 'Historial de calificaciones' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Autoevaluación: 5 en desempeño general');
    expect(rows[1]).toHaveTextContent(
      'Evaluación del líder: 3 en desempeño general · Desempeño medio · Potencial medio',
    );
    expect(rows[2]).toHaveTextContent(
      'Calibración: de Desempeño medio · Potencial medio a Desempeño alto · Potencial medio',
    );
    expect(rows[2]).toHaveTextContent('Adriana Gómez · Motivo: Lideró la apertura de dos oficinas');
    expect(screen.getByRole('region', { name: 'Autoevaluación' })).toBeVisible();
  });

  it('downloads the PDF with the session', async () => {
    const user = userEvent.setup();
    const sent = server(packet());
    if (!('revokeObjectURL' in URL)) {
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    }
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:packet');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(downloads).toEqual(['evaluacion-2030-ana-rojas.pdf']));
    expect(sent).toEqual([{ path: 'GET /evaluations/participants/40/packet.pdf', body: null }]);
  });

  it('says so for a packet the viewer may not see, in English too', async () => {
    installFakeApi({ 'GET /evaluations/participants/40/packet': fail(404, 'not_found') });
    await open('40', 'en');
    expect(await screen.findByText('We could not find this result')).toBeVisible();
  });

  it('reads the status line of a packet still in calibration', async () => {
    server(
      packet({
        participant: {
          ...packet().participant,
          status: 'submitted',
          status_line: statusLine({ phase: 'calibration', due_on: null, missing: [] }),
        },
        final: null,
        can_acknowledge: false,
      }),
    );
    await open();
    expect(await screen.findByTestId('packet-status-line')).toHaveTextContent(
      'Fase actual: Calibración · Nada pendiente',
    );
    expect(screen.getByTestId('final-box')).toHaveTextContent('Todavía sin calificación final');
  });
});
