import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ana, goal, page } from '../testing/goal-fixtures';

import { GoalsPage } from './goals-page';

beforeEach(() => {
  useAppStore.getState().setMe({ ...ana, email: 'ana@demo.local', user_type: 'employee' } as User);
});

function server({ leads }: { leads: boolean }) {
  const sent: unknown[] = [];
  installFakeApi({
    'GET /goals': (request: TransportRequest) => {
      const scope = new URL(request.url, 'http://x').searchParams.get('scope');
      if (scope === 'team') {
        return leads ? page([goal(9, { title: 'Objetivo de Luis' })]) : fail(403, 'not_a_leader');
      }
      if (scope === 'mine') {
        return page([
          goal(1, { title: 'Clientes nuevos', weight: 10, health: 'behind' }),
          goal(2, { title: 'NPS', weight: 30, health: 'at_risk' }),
          goal(3, { title: 'Onboarding', weight: 25 }),
        ]);
      }
      return page([]);
    },
    'GET /goals/categories': { status: 200, body: { success: true, data: [] } },
    'PUT /goals/weights': (request: TransportRequest) => {
      sent.push(JSON.parse(request.body as string));
      return { status: 200, body: { success: true, data: { sum: 100, goals: [] } } };
    },
  });
  return sent;
}

const open = (route = '/goals') =>
  renderWithProviders(
    <Routes>
      <Route path="/goals" element={<GoalsPage />} />
    </Routes>,
    { route },
  );

describe('GoalsPage', () => {
  it('shows each goal with its health in words, and hides "Mi equipo" from someone who leads nobody', async () => {
    server({ leads: false });
    await open();
    const card = (await screen.findByRole('link', { name: 'Clientes nuevos' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Atrasado')).toBeVisible();
    expect(within(card).getByText('Personal')).toBeVisible();
    expect(within(card).getByText('Peso 10')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
    expect(screen.queryByRole('tab', { name: 'Mi equipo' })).not.toBeInTheDocument();
  });

  it('shows "Mi equipo" to a leader', async () => {
    server({ leads: true });
    await open('/goals?tab=team');
    expect(await screen.findByRole('tab', { name: 'Mi equipo', selected: true })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Objetivo de Luis' })).toBeVisible();
  });

  it('warns when the weights do not add to 100 and normalises them to exactly 100', async () => {
    const user = userEvent.setup();
    const sent = server({ leads: false });
    await open();
    const panel = await screen.findByTestId('weights-panel');
    expect(within(panel).getByText('Suma: 65')).toBeVisible();
    expect(within(panel).getByText(/Los pesos suman 65, no 100/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Normalizar a 100' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] as { owner_id: number; weights: { goal_id: number; weight: number }[] };
    expect(body.owner_id).toBe(ana.id);
    // 10/30/25 of 65 → 15.38/46.15/38.46: the missing point goes to the largest remainder.
    expect(body.weights).toEqual([
      { goal_id: 1, weight: 15 },
      { goal_id: 2, weight: 46 },
      { goal_id: 3, weight: 39 },
    ]);
  });
});
