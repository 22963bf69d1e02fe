import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ComplaintCaseDetail } from '../api/cases';

import { CasePage } from './case-page';

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  first_name: full_name.split(' ')[0] ?? '',
  last_name: full_name.split(' ')[1] ?? '',
});
const luis = person(7, 'Luis Herrera');
const ana = person(9, 'Ana Torres');

const detail = (extra: Partial<ComplaintCaseDetail> = {}): ComplaintCaseDetail => ({
  id: 5,
  kind: 'acoso_laboral',
  stage: 'investigation',
  identified: false,
  verbal: false,
  created_day: '2026-10-01',
  closed_day: null,
  archived: false,
  readers: 1,
  assignees: [],
  next_deadline: null,
  overdue: true,
  has_report: false,
  content: {
    facts: 'Me grita delante del equipo cada lunes.',
    when_text: 'Octubre',
    where_text: '',
    people_text: 'Mi jefatura',
    witnesses_text: '',
    desired_measures: 'Cambiar de horario',
  },
  reporter: null,
  notify_reporter: false,
  on_behalf_of_third_party: false,
  area: null,
  profile: 'cl',
  people: [{ person: luis, role: 'accused' }],
  messages: [],
  notes: [],
  evidence: [],
  deadlines: [
    {
      key: 'investigation',
      due_day: '2026-11-12',
      business_days: true,
      days: 30,
      status: 'overdue',
      met_day: null,
      basis: 'Ley 21.643',
    },
  ],
  log: [
    {
      seq: 1,
      at: Date.UTC(2026, 9, 1),
      kind: 'received',
      actor: 'reporter',
      actor_person: null,
      detail: '',
      hash: 'ab'.repeat(32),
    },
  ],
  measures: [],
  report: null,
  access: [{ person: ana, first_read_at: Date.UTC(2026, 9, 2), reads: 3 }],
  can_manage: true,
  ...extra,
});

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/complaints/cases/:caseId" element={<CasePage />} />
    </Routes>,
    { route: '/complaints/cases/5' },
  );

describe("a case's page", () => {
  it('shows what was reported, the overdue deadline, the log and who read it', async () => {
    installFakeApi({ 'GET /complaints/cases/5': ok(detail()) });
    await open();
    const facts = await screen.findByTestId('case-facts');
    expect(within(facts).getByText('Me grita delante del equipo cada lunes.')).toBeInTheDocument();
    expect(within(facts).getByText('Cambiar de horario')).toBeInTheDocument();
    expect(screen.getByText('Vencido')).toBeInTheDocument();
    expect(screen.getByText('30 días hábiles · Ley 21.643')).toBeInTheDocument();
    expect(screen.getByText('Denuncia recibida')).toBeInTheDocument();
    expect(screen.getByText('Ana Torres')).toBeInTheDocument();
    expect(screen.getByText('Luis Herrera · Denunciada')).toBeInTheDocument();
  });

  it('names the person refused for a conflict of interest, and changes nothing', async () => {
    const user = userEvent.setup();
    const assigned: unknown[] = [];
    installFakeApi({
      'GET /complaints/cases/5': ok(detail()),
      'POST /user/search': ok([luis, ana]),
      'POST /complaints/cases/5/assign': (request) => {
        assigned.push(JSON.parse(request.body as string));
        return {
          status: 409,
          body: {
            success: false,
            code: 'conflict_of_interest',
            error: 'conflict',
            details: { user_ids: [7] },
          },
        };
      },
    });
    await open();
    const picker = await screen.findByRole('combobox', { name: 'Investigadores' });
    await user.type(picker, 'Luis');
    await user.click(await screen.findByRole('option', { name: /Luis Herrera/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar investigadores' }));
    expect(await screen.findByTestId('assign-error')).toHaveTextContent(
      'Conflicto de interés: Luis Herrera no puede investigar este caso',
    );
    expect(assigned).toEqual([{ user_ids: [7] }]);
  });

  it('sends a message to the reporter', async () => {
    const user = userEvent.setup();
    let messages: ComplaintCaseDetail['messages'] = [];
    installFakeApi({
      'GET /complaints/cases/5': () => ok(detail({ messages })),
      'POST /complaints/cases/5/messages': (request) => {
        const { body } = JSON.parse(request.body as string) as { body: string };
        const message = {
          seq: 1,
          author: 'handler' as const,
          author_person: ana,
          body,
          created_day: '2026-11-20',
        };
        messages = [message];
        return { status: 201, body: { success: true, data: message } };
      },
    });
    await open();
    await user.type(await screen.findByLabelText('Escribe un mensaje'), '¿Hubo testigos?');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('¿Hubo testigos?')).toBeInTheDocument();
  });

  it('says so when the case cannot be opened', async () => {
    installFakeApi({ 'GET /complaints/cases/5': fail(404, 'not_found') });
    await open();
    expect(
      await screen.findByRole('button', { name: /Reintentar|Volver a intentar/ }),
    ).toBeInTheDocument();
  });
});
