import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { WorkSchedule, WorkScheduleInput } from '../api/schedule';

import { SchedulesAdminPage } from './schedules-admin-page';

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

const OFFICE: WorkSchedule = {
  id: 1,
  name: 'Oficina L–V 9–18',
  timezone: null,
  week: [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day < 5
      ? [
          { start: '09:00', end: '14:00' },
          { start: '15:00', end: '18:00' },
        ]
      : [],
  ),
  is_default: true,
  status: 'active',
  people: 3,
  created_at: 0,
  updated_at: 0,
};

const render = () =>
  renderWithProviders(
    <>
      <SchedulesAdminPage />
      <ToastHost />
    </>,
    { route: '/admin/schedule' },
  );

describe('SchedulesAdminPage', () => {
  it('lists the schedules with their week in one line and the default marked', async () => {
    installFakeApi({ 'GET /org/schedules': ok([OFFICE]) });
    await render();
    const list = await screen.findByRole('list', { name: 'Horarios de la organización' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent('Oficina L–V 9–18');
    expect(card).toHaveTextContent('Predeterminado');
    expect(card).toHaveTextContent('L–V 9:00–14:00, 15:00–18:00');
    expect(card).toHaveTextContent('3 personas asignadas');
    expect(within(card).queryByRole('button', { name: 'Borrar' })).toBeNull();
  });

  it('refuses overlapping intervals until they are fixed, then saves the week', async () => {
    const user = userEvent.setup();
    const posts: WorkScheduleInput[] = [];
    installFakeApi({
      'GET /org/schedules': ok([OFFICE]),
      'POST /org/schedules': (request) => {
        posts.push(body(request));
        return ok({ ...OFFICE, id: 2, name: 'Turno', is_default: false });
      },
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Nuevo horario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo horario' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Turno');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir tramo al Lunes' }));
    expect(within(dialog).getByText('Los tramos del día se superponen.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(posts).toHaveLength(0);

    const end = within(dialog).getByLabelText('Fin del tramo 1 del Lunes');
    await user.clear(end);
    await user.type(end, '14:00');
    expect(within(dialog).queryByText('Los tramos del día se superponen.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.week[0]).toEqual([
      { start: '09:00', end: '14:00' },
      { start: '15:00', end: '18:00' },
    ]);
    expect(posts[0]?.week[6]).toEqual([]);
    expect(await screen.findByText('Horario guardado.')).toBeVisible();
  });
});
