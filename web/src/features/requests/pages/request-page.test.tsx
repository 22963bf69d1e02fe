import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { RequestDetail } from '../api/requests';
import { ADRIANA, ANA, LUIS, SENT_AT, event, makeDetail } from '../testing/request-fixture';

import { RequestPage } from './request-page';

const HOUR = 3_600_000;

function render(routes: FakeRoutes, id = 31, lng: 'es' | 'en' = 'es') {
  installFakeApi(routes);
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/requests/:requestId" element={<RequestPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/requests/${id}`, lng },
  );
}

const body = (request: TransportRequest) => JSON.parse(request.body as string) as unknown;

/** Approved at step one by Luis, waiting for any admin at step two. */
const atStepTwo = (extra: Partial<RequestDetail> = {}) =>
  makeDetail({
    step: 1,
    awaiting: 'admins',
    approver: null,
    events: [
      event({ id: 1, kind: 'submitted' }),
      event({
        id: 2,
        kind: 'commented',
        actor: LUIS,
        text: '¿Qué días?',
        created_at: SENT_AT + HOUR,
      }),
      event({
        id: 3,
        kind: 'approved',
        step: 0,
        actor: LUIS,
        text: 'Buen plan',
        created_at: SENT_AT + 2 * HOUR,
      }),
    ],
    ...extra,
  });

afterEach(() => useAppStore.getState().logout());

describe('RequestPage', () => {
  it("tells the current step's approver that it waits for their decision", async () => {
    useAppStore.getState().setMe({ ...LUIS, email: 'leader@demo.local' } as unknown as User);
    await render({ 'GET /requests/31': ok(makeDetail({ can_decide: true, can_cancel: false })) });
    expect(await screen.findByText('Paso 1 de 2 · Espera tu decisión')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos de aprobación' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('Espera tu decisión');
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeVisible();
  });

  it("shows the current step's own deadline in the chain, and when it has passed", async () => {
    await render({
      'GET /requests/31': ok(
        atStepTwo({
          steps: [
            { approver: 'leader', user_id: null, person: null, deadline_days: 1 },
            { approver: 'admins', user_id: null, person: null, deadline_days: 2 },
          ],
          step_due_at: SENT_AT + 2 * HOUR - 3 * 86_400_000,
          step_overdue: true,
        }),
      ),
    });
    expect(await screen.findByText('Paso vencido')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos de aprobación' })).getAllByRole(
      'listitem',
    );
    expect(steps[1]).toHaveTextContent('El paso venció el 28/02/2025');
    expect(steps[0]).not.toHaveTextContent('venció');
  });

  it('shows a parallel step: who approved so far and who it still waits for', async () => {
    const parallel = {
      approver: 'people' as const,
      user_id: null,
      user_ids: [LUIS.id, ADRIANA.id],
      rule: 'all' as const,
      people: [LUIS, ADRIANA],
    };
    await render({
      'GET /requests/31': ok(
        makeDetail({
          steps: [parallel, { approver: 'admins', user_id: null, person: null }],
          awaiting: 'people',
          approver: null,
          approvers: [ADRIANA],
          events: [
            event({ id: 1, kind: 'submitted' }),
            event({
              id: 2,
              kind: 'approved',
              step: 0,
              actor: LUIS,
              text: 'De acuerdo',
              created_at: SENT_AT + HOUR,
            }),
          ],
        }),
      ),
    });
    expect(await screen.findByText(`Paso 1 de 2 · Espera a ${ADRIANA.full_name}`)).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos de aprobación' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent(`Paso 1 · Luis Herrera y ${ADRIANA.full_name}`);
    expect(steps[0]).toHaveTextContent('Ya aprobó: Luis Herrera');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the request: state, the chain as steps, the answers and the timeline', async () => {
    await render({ 'GET /requests/31': ok(atStepTwo({ can_cancel: false })) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Días de home office' }),
    ).toBeVisible();
    expect(screen.getByText('Pendiente')).toBeVisible();
    expect(
      screen.getByText('Enviada por Ana Torres el 03/03/2025 a las 09:30 · N.º 31'),
    ).toBeVisible();
    expect(screen.getByText('Paso 2 de 2 · Espera a Personas (admins)')).toBeVisible();

    const chain = screen.getByRole('list', { name: 'Pasos de aprobación' });
    const steps = within(chain).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('Paso 1 · Jefatura');
    expect(steps[0]).toHaveTextContent('Aprobado por Luis Herrera el 03/03/2025 a las 11:30');
    expect(steps[0]).toHaveTextContent('Nota: Buen plan');
    expect(steps[1]).toHaveTextContent('Paso 2 · Personas (admins)');
    expect(steps[1]).toHaveTextContent('Espera a Personas (admins)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');

    const answers = screen.getByRole('region', { name: 'Respuestas' });
    expect(within(answers).getByText('Desde')).toBeVisible();
    expect(within(answers).getByText('14/12/2026')).toBeVisible();
    expect(within(answers).getByText('Remodelación en casa.')).toBeVisible();
    expect(within(answers).getByText('Casa')).toBeVisible();
    expect(within(answers).getByRole('link', { name: 'Archivo 1 (PDF)' })).toHaveAttribute(
      'href',
      'https://files.example/respaldo.pdf',
    );

    const history = screen.getByRole('list', { name: 'Historial de la solicitud' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Ana Torres envió la solicitud',
      'Luis Herrera comentó',
      'Luis Herrera aprobó el paso 1',
    ]);
    expect(within(history).getByText('¿Qué días?')).toBeVisible();
    // Not mine to decide, nor to cancel.
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar solicitud' })).toBeNull();
  });

  it('reads in English: the type, the approvers and the answers', async () => {
    await render({ 'GET /requests/31': ok(atStepTwo()) }, 31, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home office days' }),
    ).toBeVisible();
    expect(screen.getByText('Step 2 of 2 · Waiting for People (admins)')).toBeVisible();
    expect(screen.getByText('Home')).toBeVisible();
    expect(screen.getByText('Luis Herrera approved step 1')).toBeVisible();
  });

  it('approves the current step through the approvals inbox, with a note', async () => {
    const user = userEvent.setup();
    const decided: unknown[] = [];
    let detail = atStepTwo({ can_decide: true, can_cancel: false });
    await render({
      'GET /requests/31': () => ok(detail),
      'POST /approvals/decide': (request) => {
        decided.push(body(request));
        detail = {
          ...detail,
          status: 'approved',
          awaiting: null,
          can_decide: false,
          decided_at: SENT_AT + 3 * HOUR,
          events: [
            ...detail.events,
            event({
              id: 4,
              kind: 'approved',
              step: 1,
              actor: ADRIANA,
              created_at: SENT_AT + 3 * HOUR,
            }),
          ],
        };
        return ok({
          results: [{ kind: 'request', id: 31, ok: true, error: null }],
          approved: 1,
          rejected: 0,
          failed: 0,
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar «Días de home office»' });
    expect(
      within(dialog).getByText('Es el último paso: la solicitud quedará aprobada.'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Nota/ }), 'Listo');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decided).toEqual([
      { items: [{ kind: 'request', id: 31 }], decision: 'approve', reason: 'Listo' },
    ]);
    expect(await screen.findByText('Aprobaste «Días de home office».')).toBeVisible();
    expect(await screen.findByText('Aprobada')).toBeVisible();
    expect(screen.getByText('Adriana Gómez aprobó el paso 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
  });

  it('rejecting needs a reason; a refusal of the inbox is said in the dialog', async () => {
    const user = userEvent.setup();
    const decided: unknown[] = [];
    await render({
      'GET /requests/31': ok(makeDetail({ can_decide: true, can_cancel: false, person: ANA })),
      'POST /approvals/decide': (request) => {
        decided.push(body(request));
        return ok({
          results: [
            {
              kind: 'request',
              id: 31,
              ok: false,
              error: { code: 'already_decided', message: 'Esta solicitud ya fue decidida.' },
            },
          ],
          approved: 0,
          rejected: 0,
          failed: 1,
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Días de home office»' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo.')).toBeVisible();
    expect(decided).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Sin cupo');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await within(dialog).findByText(
        'Alguien ya decidió este paso. Vuelve a abrir la solicitud para ver cómo quedó.',
      ),
    ).toBeVisible();
    expect(decided).toEqual([
      { items: [{ kind: 'request', id: 31 }], decision: 'reject', reason: 'Sin cupo' },
    ]);
  });

  it('the requester cancels a pending request after confirming; the timeline says so', async () => {
    const user = userEvent.setup();
    const cancels: TransportRequest[] = [];
    let detail = makeDetail();
    await render({
      'GET /requests/31': () => ok(detail),
      'POST /requests/31/cancel': (request) => {
        cancels.push(request);
        detail = makeDetail({
          status: 'cancelled',
          awaiting: null,
          approver: null,
          can_cancel: false,
          decided_at: SENT_AT + HOUR,
          events: [
            event({ id: 1, kind: 'submitted' }),
            event({ id: 2, kind: 'cancelled', step: 0, created_at: SENT_AT + HOUR }),
          ],
        });
        return ok(detail);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la solicitud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mantenerla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar solicitud' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar solicitud' }),
    );
    expect(await screen.findByText('Cancelaste tu solicitud «Días de home office».')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Cancelada')).toBeVisible();
    expect(screen.getByText('Ana Torres canceló la solicitud')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Pasos de aprobación' })).getAllByRole(
      'listitem',
    );
    expect(steps[0]).toHaveTextContent('La solicitud se canceló en este paso');
    expect(steps[1]).toHaveTextContent('No llegó a este paso');
    expect(screen.queryByRole('button', { name: 'Cancelar solicitud' })).toBeNull();
  });

  it('says when a request was decided before the cancellation', async () => {
    const user = userEvent.setup();
    await render({
      'GET /requests/31': ok(makeDetail()),
      'POST /requests/31/cancel': fail(409, 'request_decided', 'Esta solicitud ya fue decidida.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar solicitud' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(
      await within(dialog).findByText('Esta solicitud ya fue decidida: ya no se puede cancelar.'),
    ).toBeVisible();
  });

  it('adds a comment to the timeline; an empty one is not sent', async () => {
    const user = userEvent.setup();
    const comments: TransportRequest[] = [];
    let detail = makeDetail();
    await render({
      'GET /requests/31': () => ok(detail),
      'POST /requests/31/comments': (request) => {
        comments.push(request);
        detail = makeDetail({
          events: [
            event({ id: 1, kind: 'submitted' }),
            event({
              id: 2,
              kind: 'commented',
              text: 'Son tres días.',
              created_at: SENT_AT + HOUR,
            }),
          ],
        });
        return { status: 201, body: { success: true, data: detail } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escribe un comentario.')).toBeVisible();
    expect(comments).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), '  Son tres días. ');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Agregaste tu comentario.')).toBeVisible();
    expect(body(comments[0]!)).toEqual({ text: 'Son tres días.' });
    expect(screen.getByText('Ana Torres comentó')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Comentario' })).toHaveValue('');
  });

  it('is not found for an unknown id or one I may not see', async () => {
    await render({ 'GET /requests/99': fail(404, 'not_found') }, 99);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
