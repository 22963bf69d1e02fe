import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { installFakeUploads } from '@/testing/fake-uploads';
import { renderWithProviders } from '@/testing/render';

import {
  LUIS,
  SENT_AT,
  makeDetail,
  makeRequest,
  makeType,
  makeTypeToFill,
  page,
} from '../testing/request-fixture';

import { RequestsPage } from './requests-page';

const DAY = 86_400_000;

function render(route = '/requests', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/requests" element={<RequestsPage />} />
        <Route path="/requests/:requestId" element={<p>Detalle de la solicitud</p>} />
      </Routes>
      <ToastHost />
    </>,
    { route, lng },
  );
}

const query = (request: TransportRequest) => new URL(request.url, 'http://app').searchParams;
const card = (id: number) => document.querySelector<HTMLElement>(`[data-request="${id}"]`)!;

describe('RequestsPage', () => {
  it('lists my requests: state, the step and who it waits for, the deadline, overdue ones', async () => {
    installFakeApi({
      'GET /requests': page([
        makeRequest(),
        makeRequest({
          id: 29,
          step: 1,
          awaiting: 'admins',
          approver: null,
          due_at: SENT_AT - DAY,
          overdue: true,
        }),
        makeRequest({
          id: 30,
          type_name: 'Constancia laboral',
          type_name_en: 'Employment letter',
          status: 'approved',
          steps: [{ approver: 'admins', user_id: null }],
          awaiting: null,
          approver: null,
          due_at: null,
          decided_at: SENT_AT + DAY,
        }),
      ]),
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Mis solicitudes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const first = card(31);
    expect(within(first).getByRole('link', { name: 'Días de home office' })).toHaveAttribute(
      'href',
      '/requests/31',
    );
    expect(within(first).getByText('Pendiente')).toBeVisible();
    expect(within(first).getByText('Paso 1 de 2 · Espera a Luis Herrera')).toBeVisible();
    expect(within(first).getByText('Vence el 06/03/2025')).toBeVisible();
    expect(within(first).queryByText('Vencida')).toBeNull();

    const late = card(29);
    expect(within(late).getByText('Vencida')).toBeVisible();
    expect(within(late).getByText('Paso 2 de 2 · Espera a Personas (admins)')).toBeVisible();
    expect(within(late).getByText('Venció el 02/03/2025')).toBeVisible();

    const done = card(30);
    expect(within(done).getByText('Aprobada')).toBeVisible();
    expect(within(done).getByText('Aprobada el 04/03/2025')).toBeVisible();
    expect(within(done).queryByText(/^Paso/)).toBeNull();
  });

  it('names the types in English, and says what to do when I have no requests', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /requests': page([]),
      'GET /requests/types': ok([makeType()]),
    });
    await render('/requests', 'en');
    expect(await screen.findByText('You have no requests yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New request' }));
    expect(await screen.findByRole('heading', { name: 'Home office days' })).toBeVisible();
    expect(screen.getByText('Approval: Leader → People (admins) · Deadline: 3 days')).toBeVisible();
    // No English description: the Spanish one.
    expect(screen.getByText('Pide trabajar desde casa.')).toBeVisible();
  });

  it('"Por revisar": an empty state when nothing waits, then the ones I decided', async () => {
    const user = userEvent.setup();
    const states: (string | null)[] = [];
    installFakeApi({
      'GET /requests/reviewing': (request) => {
        const state = query(request).get('state');
        states.push(state);
        return state === 'decided'
          ? page([makeRequest({ status: 'rejected', awaiting: null, decided_at: SENT_AT + DAY })])
          : page([]);
      },
    });
    await render('/requests?requestsView=reviewing');
    expect(await screen.findByText('Nada espera tu decisión')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decididas' }));
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('De Ana Torres · 03/03/2025')).toBeVisible();
    expect(within(item).getByText('Rechazada')).toBeVisible();
    expect(states).toEqual(['pending', 'decided']);
  });

  it('"Por revisar": a step past its own deadline says so, first, with its due day', async () => {
    installFakeApi({
      'GET /requests/reviewing': page([
        makeRequest({
          id: 40,
          approver: { ...LUIS, id: 99 },
          step_due_at: SENT_AT - DAY,
          step_overdue: true,
        }),
        makeRequest({ id: 41, step_due_at: SENT_AT + 2 * DAY }),
      ]),
    });
    await render('/requests?requestsView=reviewing');
    const list = await screen.findByRole('list', { name: 'Por decidir' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toBe(card(40));
    expect(within(first!).getByText('Paso vencido')).toBeVisible();
    expect(within(first!).getByText('El paso venció el 02/03/2025')).toBeVisible();
    expect(within(first!).queryByText('Vencida')).toBeNull();
    expect(within(second!).queryByText('Paso vencido')).toBeNull();
    expect(within(second!).getByText('El paso vence el 05/03/2025')).toBeVisible();
    expect(screen.getByText(/primero los pasos vencidos/)).toBeVisible();
  });

  it('makes a request: a type chosen, its form checked (a required answer), a file, then sent', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('comm-attachment');
    const sent: TransportRequest[] = [];
    installFakeApi({
      'GET /requests/types': ok([
        makeType(),
        makeType({
          id: 1,
          name: 'Constancia laboral',
          name_en: null,
          steps: [{ approver: 'person', user_id: LUIS.id }],
          sla_days: null,
        }),
      ]),
      'GET /requests/types/2': ok(makeTypeToFill()),
      'POST /upload_presign/comm-attachment': uploads.presign,
      'POST /requests': (request) => {
        sent.push(request);
        return { status: 201, body: { success: true, data: makeDetail({ id: 44 }) } };
      },
    });
    await render('/requests?requestsView=new');
    const types = await screen.findByRole('list', { name: 'Tipos de solicitud' });
    expect(within(types).getByText('Aprobación: Una persona · Sin plazo')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Solicitar: Días de home office' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Días de home office' }),
    ).toBeVisible();
    expect(
      screen.getByText('Aprobación: Jefatura → Personas (admins) · Plazo: 3 días'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    const summary = await screen.findByRole('region', { name: 'Hay 2 respuestas por revisar' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Desde: Esta pregunta es obligatoria.', 'Lugar: Elige al menos una opción.']);
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Fecha' }), '14/12/2026');
    await user.click(screen.getByRole('radio', { name: 'Casa' }));
    await user.upload(
      screen.getByTestId('attachments-input'),
      new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByRole('progressbar', { name: 'contrato.pdf subido' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!.body as string)).toEqual({
      type_id: 2,
      form_version: 1,
      answers: {
        desde: '2026-12-14',
        lugar: 'casa',
        respaldo: ['comm-attachment/1-contrato.pdf'],
      },
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Detalle de la solicitud')).toBeVisible();
    expect(await screen.findByText('Enviaste tu solicitud «Días de home office».')).toBeVisible();
  });

  it("shows the server's refusal of an answer under its question and keeps what was typed", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /requests/types/2': ok(makeTypeToFill()),
      'POST /requests': {
        status: 422,
        body: {
          success: false,
          code: 'invalid_answers',
          error: 'Revisa las respuestas.',
          details: { fields: { 'answers.desde': 'La fecha está fuera de rango.' } },
        },
      },
    });
    await render('/requests?requestsView=new&requestType=2');
    await user.type(await screen.findByRole('textbox', { name: 'Fecha' }), '14/12/2026');
    await user.click(screen.getByRole('radio', { name: 'Casa' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('La fecha está fuera de rango.', { selector: 'p' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('14/12/2026');
  });

  it('says when the chosen type is no longer available', async () => {
    installFakeApi({ 'GET /requests/types/9': fail(404, 'not_found') });
    await render('/requests?requestsView=new&requestType=9');
    expect(await screen.findByText('Este tipo de solicitud ya no está disponible')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Elegir otro tipo' })[0]).toHaveAttribute(
      'href',
      '/requests?requestsView=new',
    );
  });
});
