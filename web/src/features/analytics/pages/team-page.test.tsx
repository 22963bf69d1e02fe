import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { useRecogniseRequest } from '@/lib/recognise-request';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AnalyticsTeam, AnalyticsTeamMember } from '../api/analytics';

import { TeamPage } from './team-page';

const member = (
  id: number,
  name: string,
  days: number | null,
  direct = true,
): AnalyticsTeamMember => ({
  id,
  name,
  photo_url: null,
  job_position: 'Analista',
  direct,
  sent: id,
  received: days !== null && days < 30 ? 2 : 0,
  last_received_on: days === null ? null : '2026-01-10',
  days_since_received: days,
});

function teamOf(goals: AnalyticsTeam['goals']): AnalyticsTeam {
  return {
    from: '2026-03-01',
    to: '2026-03-30',
    members: 5,
    participants: 3,
    previous_participants: 2,
    // Deliberately out of order: the page sorts the longest silence first.
    people: [
      member(4, 'Ana Torres', 3),
      member(5, 'Carlos Ruiz', 45),
      member(6, 'Jorge Martínez', null),
      member(7, 'Lucía Paredes', 95, false),
      member(8, 'Pedro Gil', 70, false),
    ],
    goals,
    pending_approvals: 2,
  };
}

function signIn(role: 'employee' | 'leader' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 3, full_name: 'Luis Herrera', email: 'l@demo.local', user_type: role } as User);
}

function server(goals: AnalyticsTeam['goals'] = { active: 4, overdue: 1, average_progress: 55 }) {
  const asked: string[] = [];
  installFakeApi({
    'GET /analytics/team': () => {
      asked.push('team');
      return ok(teamOf(goals));
    },
  });
  return asked;
}

afterEach(() => useRecogniseRequest.setState({ request: null }));

describe('TeamPage', () => {
  it('lists the people, the longest without recognition first, with their chips', async () => {
    signIn('leader');
    server();
    await renderWithProviders(<TeamPage />, { route: '/charts/team' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi equipo' })).toBeVisible();
    const rows = await screen.findAllByTestId('team-person');
    expect(rows.map((row) => within(row).getAllByText(/\S/)[0]!.textContent)).toEqual([
      'JM',
      'LP',
      'PG',
      'CR',
      'AT',
    ]);
    expect(rows[0]).toHaveTextContent('Jorge Martínez');
    expect(rows[0]).toHaveTextContent('Nunca en los últimos dos años');
    expect(rows[1]).toHaveTextContent('Lucía Paredes');
    expect(rows[1]).toHaveTextContent('Analista · Indirecta');
    expect(rows[1]).toHaveTextContent('Sin reconocimiento hace más de 90 días');
    expect(rows[2]).toHaveTextContent('Sin reconocimiento hace más de 60 días');
    expect(rows[3]).toHaveTextContent('Sin reconocimiento hace más de 30 días');
    expect(rows[3]).toHaveTextContent('Último reconocimiento el 10/01/2026 (hace 45 días)');
    expect(rows[4]).toHaveTextContent('Ana Torres');
    expect(rows[4]).not.toHaveTextContent('Sin reconocimiento');
    expect(screen.getByText(/4 personas llevan más de 30 días sin reconocimiento/)).toBeVisible();
  });

  it('shows participation, direct and indirect reports, goals and pending approvals', async () => {
    signIn('admin');
    server();
    await renderWithProviders(<TeamPage />, { route: '/charts/team' });
    const participation = await screen.findByRole('group', { name: 'Participación' });
    expect(participation).toHaveTextContent('60 %');
    expect(participation).toHaveTextContent(
      '3 de 5 personas enviaron o recibieron reconocimientos (antes 2, 40 %)',
    );
    expect(screen.getByRole('group', { name: 'Personas' })).toHaveTextContent(
      '3 directas y 2 indirectas',
    );
    expect(screen.getByRole('group', { name: 'Objetivos activos' })).toHaveTextContent(
      '1 vencidos · progreso medio 55 %',
    );
    const approvals = screen.getByRole('group', { name: 'Pendientes de aprobar' });
    expect(approvals).toHaveTextContent('2 solicitudes esperan tu decisión');
    expect(
      within(approvals).getByRole('link', { name: 'Ir a Pendientes de aprobar' }),
    ).toHaveAttribute('href', '/approvals');
  });

  it('hides the goals tile when the goals module is off', async () => {
    signIn('leader');
    server(null);
    await renderWithProviders(<TeamPage />, { route: '/charts/team' });
    await screen.findByRole('group', { name: 'Participación' });
    expect(screen.queryByRole('group', { name: 'Objetivos activos' })).toBeNull();
  });

  it('asks the send dialog to recognise a person', async () => {
    signIn('leader');
    server();
    const user = userEvent.setup();
    await renderWithProviders(<TeamPage />, { route: '/charts/team' });
    await user.click(await screen.findByRole('button', { name: 'Reconocer a Carlos Ruiz' }));
    expect(useRecogniseRequest.getState().request?.people).toEqual([
      expect.objectContaining({ id: 5, full_name: 'Carlos Ruiz', first_name: 'Carlos' }),
    ]);
  });

  it('tells an employee the page is not for them, without asking the server', async () => {
    signIn('employee');
    const asked = server();
    await renderWithProviders(<TeamPage />, { route: '/charts/team' });
    expect(
      await screen.findByRole('heading', { name: 'Esta página es para líderes' }),
    ).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  it('reads in English', async () => {
    signIn('leader');
    server();
    await renderWithProviders(<TeamPage />, { route: '/charts/team', lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
    expect(await screen.findByText('Never in the last two years')).toBeVisible();
  });
});
