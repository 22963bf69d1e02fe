import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useRecogniseRequest } from '@/lib/recognise-request';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ana, goal, goalDetail, page } from '../testing/goal-fixtures';

import { GoalDetailPage } from './goal-detail-page';

afterEach(() => useRecogniseRequest.setState({ request: null }));

function server(detail = goalDetail(5, { title: 'Abrir 3 oficinas' })) {
  const sent: Record<string, unknown[]> = { parents: [], close: [] };
  installFakeApi({
    'GET /goals/5': ok(detail),
    'GET /goals/5/checkins': page([]),
    'GET /goals/5/comments': page([]),
    'GET /goals': page([goal(30, { title: 'Crecer en la región', level: 'company' })]),
    'PUT /goals/5/parents': (request: TransportRequest) => {
      sent.parents?.push(JSON.parse(request.body as string));
      return fail(409, 'goal_cycle');
    },
    'POST /goals/5/close': (request: TransportRequest) => {
      sent.close?.push(JSON.parse(request.body as string));
      return ok({
        goal: { ...detail, status: 'achieved', health: 'done' },
        recognition: { people: [ana], message: '¡Logramos «Abrir 3 oficinas»: 3 oficinas!' },
      });
    },
  });
  return sent;
}

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/goals/:goalId" element={<GoalDetailPage />} />
    </Routes>,
    { route: '/goals/5' },
  );

describe('GoalDetailPage', () => {
  it('puts the trend beside the owner’s own status', async () => {
    server(
      goalDetail(5, {
        title: 'Abrir 3 oficinas',
        last_checkin: { at: '2030-02-01T10:00:00Z', status: 'on_track', confidence: 4 },
        forecast: {
          value: 60,
          low: 50,
          high: 70,
          method: 'linear',
          at_risk: true,
          points: [
            { on: '2030-01-10', value: 10 },
            { on: '2030-02-01', value: 30 },
          ],
        },
      }),
    );
    await open();
    const line = await screen.findByTestId('self-vs-data');
    expect(line).toHaveTextContent('Según su responsable: Va bien');
    expect(within(line).getByText('En riesgo según la tendencia')).toBeVisible();
  });

  it('explains the server’s refusal of a cycle in the alignment picker', async () => {
    const user = userEvent.setup();
    const sent = server();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Alinear con…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alinear con otro objetivo' });
    await user.click(await within(dialog).findByRole('button', { name: /Crecer en la región/ }));
    const share = within(dialog).getByLabelText('Aporte (%)');
    await user.clear(share);
    await user.type(share, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Alinear' }));
    expect(
      await screen.findByText('Ese objetivo ya depende de este: se formaría un ciclo.'),
    ).toBeVisible();
    expect(sent.parents).toEqual([{ parents: [{ goal_id: 30, contribution: 60 }] }]);
  });

  it('after closing, offers to recognise the owners with the server’s message', async () => {
    const user = userEvent.setup();
    const sent = server();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Cerrar objetivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar «Abrir 3 oficinas»' });
    const value = within(dialog).getByLabelText('Valor final');
    await user.clear(value);
    await user.type(value, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar objetivo' }));
    const offer = await screen.findByRole('dialog', { name: '¿Lo reconoces?' });
    expect(sent.close).toEqual([{ outcome: 'achieved', value: 3 }]);
    expect(within(offer).getByText('¡Logramos «Abrir 3 oficinas»: 3 oficinas!')).toBeVisible();
    await user.click(within(offer).getByRole('button', { name: 'Reconocer a Ana' }));
    const request = useRecogniseRequest.getState().request;
    expect(request?.people.map((person) => person.id)).toEqual([ana.id]);
    expect(request?.message).toBe('¡Logramos «Abrir 3 oficinas»: 3 oficinas!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
