import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Attendee, EventDetail } from '../api/types';
import { EventPage } from '../pages/event-page';
import { eventsRoutes } from '../paths';
import { makeEvent } from '../testing/event-fixture';

import { ManagePage } from './manage-page';

const luis = {
  id: 4,
  full_name: 'Luis Rojas',
  first_name: 'Luis',
  last_name: 'Rojas',
  job_position: null,
  profile_photo_url: null,
};
const ana = { ...luis, id: 5, full_name: 'Ana Díaz', first_name: 'Ana', last_name: 'Díaz' };
const pedro = { ...luis, id: 6, full_name: 'Pedro Soto', first_name: 'Pedro', last_name: 'Soto' };

function signIn(userType: 'employee' | 'leader' | 'admin') {
  useAppStore.getState().setMe({
    id: 4,
    full_name: 'Luis Rojas',
    email: 'luis@demo.local',
    user_type: userType,
  } as User);
}

function attendee(id: number, person: typeof luis, change: Partial<Attendee> = {}): Attendee {
  return {
    registration_id: id,
    person,
    response: 'going',
    status: 'confirmed',
    waitlist_position: null,
    offered_until: null,
    checked_in_at: null,
    checked_in_by: null,
    points_paid: false,
    answers: null,
    guests: 0,
    option_key: null,
    created_at: 0,
    ...change,
  };
}

/** Luis organises a draft workshop for the sales department and a communication group. */
const organised = makeEvent({
  status: 'draft',
  can_manage: true,
  organisers: [luis],
  attendance_points: 50,
  audience: { everyone: false, departments: [1], groups: [3] },
  counts: {
    confirmed: 2,
    offered: 0,
    waitlisted: 0,
    maybe: 0,
    not_going: 0,
    checked_in: 0,
    guests: 2,
  },
});

/** A fake server holding the event; it records the edits and publishes. */
function serverWith(event: EventDetail, extra: FakeRoutes = {}) {
  let current = event;
  const edits: Record<string, unknown>[] = [];
  const seen = installFakeApi({
    'GET /events/7': () => ok(current),
    'GET /departments': ok([{ id: 1, name: 'Ventas' }]),
    'GET /events/7/attendees': {
      status: 200,
      body: {
        success: true,
        data: [
          attendee(1, ana, { guests: 2, option_key: 'o1' }),
          attendee(2, pedro, { created_at: 1 }),
        ],
        meta: {
          page: 1,
          perPage: 100,
          total: 2,
          summary: {
            counts: current.counts,
            capacity: current.capacity,
            options: current.rsvp_options.map((option) => ({
              ...option,
              count: option.key === 'o1' ? 1 : 0,
            })),
            no_show_rate: null,
            ended: false,
          },
        },
      },
    },
    'PATCH /events/7': (request: TransportRequest) => {
      edits.push(JSON.parse(request.body as string) as Record<string, unknown>);
      current = { ...current, updated_at: current.updated_at + 1 };
      return ok(current);
    },
    'POST /events/7/publish': () => {
      current = { ...current, status: 'published', updated_at: current.updated_at + 1 };
      return ok(current);
    },
    ...extra,
  });
  return { edits, seen };
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={`${paths.events}/:eventId`} element={<EventPage />} />
        <Route path={eventsRoutes.manage} element={<ManagePage />} />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );
}

describe('ManagePage', () => {
  it('lets an organiser who is not an admin edit, publish and see the attendees of their event', async () => {
    signIn('employee');
    const { edits, seen } = serverWith(organised);
    const user = userEvent.setup();
    await renderAt('/events/7');

    await user.click(await screen.findByRole('link', { name: 'Gestionar evento' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestionar evento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Editar' })).toHaveAttribute('aria-selected', 'true');

    // The editor, with what only admins change locked.
    expect(await screen.findByLabelText(/^Título/)).toHaveValue('Taller híbrido');
    expect(screen.getByLabelText('Puntos por asistir')).toBeDisabled();
    expect(screen.getByLabelText('Encuesta después del evento')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Grupos' })).toBeDisabled();
    expect(
      screen.getByText('Solo los administradores ven y cambian los grupos de comunicación.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ventas')).toBeInTheDocument();
    // Organisers may not delete or cancel an event (the server refuses them).
    expect(screen.queryByRole('button', { name: 'Eliminar evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar evento' })).toBeNull();
    // The lists only admins may read are not asked for.
    expect(seen).not.toContain('GET /communication/groups');
    expect(seen).not.toContain('GET /org/surveys');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ title: 'Taller híbrido' });
    expect(edits[0]).not.toHaveProperty('attendance_points');
    expect(edits[0]).not.toHaveProperty('organiser_ids');
    expect(edits[0]).not.toHaveProperty('followup_survey_id');

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Evento publicado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Asistentes' }));
    const table = await screen.findByRole('table', { name: 'Personas inscritas' });
    expect(within(table).getByText('Ana Díaz')).toBeInTheDocument();
    expect(within(table).getByText('Pedro Soto')).toBeInTheDocument();
    expect(within(table).getByTestId('attendee-guests')).toHaveTextContent('+2 acompañantes');
    expect(screen.getByText(/Voy en línea: 1/)).toBeInTheDocument();
  });

  it('refuses a member who does not organise the event, and their event page offers no way in', async () => {
    signIn('employee');
    serverWith(makeEvent({ can_manage: false }));
    const first = await renderAt('/events/7/manage');
    expect(
      await screen.findByText(
        'Solo quienes organizan este evento y los administradores pueden gestionarlo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Editar' })).toBeNull();
    expect(screen.queryByLabelText(/^Título/)).toBeNull();
    first.unmount();

    await renderAt('/events/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taller híbrido' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gestionar evento' })).toBeNull();
  });

  it('gives admins the same screen with deleting and the admin-only fields', async () => {
    signIn('admin');
    const { seen } = serverWith(organised, {
      'GET /communication/groups': ok([{ id: 3, name: 'Brigada' }]),
      'GET /org/surveys': {
        status: 200,
        body: { success: true, data: [], meta: { page: 1, perPage: 100, total: 0 } },
      },
    });
    await renderAt('/events/7/manage');
    expect(await screen.findByLabelText('Puntos por asistir')).toBeEnabled();
    // People registered: deleting it cancels it.
    expect(screen.getByRole('button', { name: 'Cancelar evento' })).toBeInTheDocument();
    expect(await screen.findByText('Brigada')).toBeInTheDocument();
    expect(seen).toContain('GET /communication/groups');
  });
});
