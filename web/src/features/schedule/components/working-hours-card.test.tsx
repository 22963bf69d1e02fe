import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PersonHours, WorkSchedule } from '../api/schedule';

import { WorkingHoursCard } from './working-hours-card';

const OFFICE: WorkSchedule = {
  id: 1,
  name: 'Oficina L–V 9–18',
  timezone: null,
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => (day < 5 ? [{ start: '09:00', end: '18:00' }] : [])),
  is_default: true,
  status: 'active',
  people: 0,
  created_at: 0,
  updated_at: 0,
};

const hours = (over: Partial<PersonHours> = {}): PersonHours => ({
  schedule: OFFICE,
  source: 'default',
  timezone: 'America/Mexico_City',
  timezone_source: 'organization',
  working_now: true,
  until: Date.UTC(2026, 11, 8, 0, 0),
  next_start: null,
  ...over,
});

describe('WorkingHoursCard', () => {
  it('shows the week in one line with its time zone and that the person is at work now', async () => {
    installFakeApi({ 'GET /schedule/people/5': ok(hours()) });
    await renderWithProviders(<WorkingHoursCard userId={5} />);
    expect(await screen.findByTestId('working-hours')).toHaveTextContent(
      'L–V 9:00–18:00 (America/Mexico_City)',
    );
    expect(screen.getByText('En horario laboral ahora')).toBeVisible();
    expect(screen.getByText('Horario predeterminado de la organización')).toBeVisible();
  });

  it('says when someone away is back, and that someone has no hours', async () => {
    installFakeApi({
      'GET /schedule/people/5': ok(
        hours({ working_now: false, until: null, next_start: Date.UTC(2026, 11, 8, 15, 0) }),
      ),
      'GET /schedule/people/6': ok(hours({ schedule: null, source: 'none' })),
    });
    await renderWithProviders(
      <>
        <WorkingHoursCard userId={5} />
        <WorkingHoursCard userId={6} />
      </>,
    );
    expect(await screen.findByText('Fuera de horario')).toBeVisible();
    expect(screen.getByText(/Vuelve el martes/)).toBeVisible();
    expect(await screen.findByText('Sin horario laboral definido.')).toBeVisible();
  });
});
