import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { PersonRef, User } from '@/api/types';
import type { ProfileAboutProps } from '@/lib/modules/manifest';
import type { LoadedProfileSection } from '@/lib/modules/registry';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeAdminSite } from '../testing/site-fixture';

import { MyWorkplacePage } from './my-workplace-page';

const person = (id: number, first: string, last: string, extra: Partial<PersonRef> = {}) => ({
  id,
  full_name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@demo.local`,
  job_position: null,
  profile_photo_url: null,
  department_name: null,
  ...extra,
});

const CARLOS = person(8, 'Carlos', 'Ruiz', {
  job_position: 'Desarrollador',
  department_name: 'Tecnología',
});
const JORGE = person(9, 'Jorge', 'Martínez');

function page(items: unknown[], meta: { page?: number; perPage?: number; total: number }) {
  const { page: number = 1, perPage = 10, total } = meta;
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: number, perPage, total, hasMore: number * perPage < total },
    },
  } satisfies FakeReply;
}

/** The colleagues' call answering from `reply`, the query of each request kept. */
function colleaguesRoute(reply: (query: URLSearchParams) => FakeReply) {
  const queries: URLSearchParams[] = [];
  const route = (request: TransportRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    queries.push(query);
    return reply(query);
  };
  return { queries, route };
}

/** A part another module adds about the person (the schedule module's working hours). */
function hoursPart(): LoadedProfileSection {
  return {
    id: 'workingHours',
    place: 'public.about',
    module: 'schedule',
    order: 10,
    component: () => Promise.reject(new Error('loaded already')),
    Component: ({ userId }: ProfileAboutProps) => <p>Horario laboral de la persona {userId}</p>,
  };
}

/** This module's own part: the page never repeats it. */
function ownPart(): LoadedProfileSection {
  return {
    id: 'workplace',
    place: 'public.about',
    module: 'workplace',
    order: 10,
    component: () => Promise.reject(new Error('loaded already')),
    Component: () => <p>Parte del perfil</p>,
  };
}

beforeEach(() => {
  useAppStore.getState().setMe({
    id: 7,
    full_name: 'Ana Torres',
    email: 'ana@demo.local',
    user_type: 'employee',
  } as User);
  useAppStore.getState().setServices({ workplace: true, schedule: true });
  // Tuesday 4 March 2025, 16:30 UTC: 10:30 in Mexico City.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-04T16:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  useAppStore.getState().setServices(null);
});

const sections = () => [ownPart(), hoursPart()];

describe('MyWorkplacePage', () => {
  it('shows the site with every detail, its local time, the working hours and who works there', async () => {
    const colleagues = colleaguesRoute(() => page([CARLOS, JORGE], { total: 2 }));
    installFakeApi({
      'GET /workplace/people/7': ok({ site: makeAdminSite() }),
      'GET /workplace/me/colleagues': colleagues.route,
    });
    await renderWithProviders(<MyWorkplacePage sections={sections()} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mi centro de trabajo' }),
    ).toBeVisible();
    const site = await screen.findByRole('region', { name: 'Oficina Central' });
    expect(site).toHaveTextContent('Ciudad de México, México');
    expect(site).toHaveTextContent('Paseo de la Reforma 222');
    expect(site).toHaveTextContent('Metro Insurgentes a 5 minutos.');
    expect(within(site).getByTestId('site-local-time')).toHaveTextContent(
      'Hora local: martes, 10:30 (America/Mexico_City)',
    );
    expect(within(site).getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+525512345678',
    );
    expect(within(site).getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=reforma',
    );
    // The schedule module's part about the person, for the person; never this module's own.
    expect(screen.getByText('Horario laboral de la persona 7')).toBeVisible();
    expect(screen.queryByText('Parte del perfil')).toBeNull();

    const who = screen.getByRole('region', { name: 'Quién trabaja aquí' });
    const list = await within(who).findByRole('list', {
      name: 'Personas que trabajan en Oficina Central',
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Carlos Ruiz' })).toHaveAttribute(
      'href',
      '/user?id=8',
    );
    expect(within(list).getByText('Desarrollador · Tecnología')).toBeVisible();
    expect(within(who).getByRole('status')).toHaveTextContent('2 personas');
    expect(within(who).queryByRole('button', { name: 'Ver más personas' })).toBeNull();
  });

  it('searches colleagues by name and says when nobody matches', async () => {
    const user = userEvent.setup();
    const colleagues = colleaguesRoute((query) => {
      const q = query.get('q');
      if (q === null) return page([CARLOS, JORGE], { total: 2 });
      return q === 'jor' ? page([JORGE], { total: 1 }) : page([], { total: 0 });
    });
    installFakeApi({
      'GET /workplace/people/7': ok({ site: makeAdminSite() }),
      'GET /workplace/me/colleagues': colleagues.route,
    });
    await renderWithProviders(<MyWorkplacePage sections={[]} />);
    const who = await screen.findByRole('region', { name: 'Quién trabaja aquí' });
    expect(await within(who).findByRole('link', { name: 'Carlos Ruiz' })).toBeVisible();

    await user.type(within(who).getByRole('searchbox', { name: 'Buscar por nombre' }), 'jor');
    await waitFor(() =>
      expect(within(who).queryByRole('link', { name: 'Carlos Ruiz' })).toBeNull(),
    );
    expect(within(who).getByRole('link', { name: 'Jorge Martínez' })).toHaveAttribute(
      'href',
      '/user?id=9',
    );
    expect(colleagues.queries.at(-1)?.get('page')).toBe('1');
    expect(within(who).getByRole('status')).toHaveTextContent('1 persona');

    await user.type(within(who).getByRole('searchbox', { name: 'Buscar por nombre' }), 'x');
    expect(await within(who).findByText('Nadie coincide con «jorx»')).toBeVisible();
  });

  it('shows more colleagues a page after another', async () => {
    const user = userEvent.setup();
    const colleagues = colleaguesRoute((query) =>
      query.get('page') === '2'
        ? page([JORGE], { page: 2, perPage: 20, total: 21 })
        : page(
            Array.from({ length: 20 }, (_, index) => person(100 + index, 'Persona', `${index}`)),
            { perPage: 20, total: 21 },
          ),
    );
    installFakeApi({
      'GET /workplace/people/7': ok({ site: makeAdminSite() }),
      'GET /workplace/me/colleagues': colleagues.route,
    });
    await renderWithProviders(<MyWorkplacePage sections={[]} />);
    const who = await screen.findByRole('region', { name: 'Quién trabaja aquí' });
    const list = await within(who).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(who).getByRole('status')).toHaveTextContent('21 personas');
    expect(colleagues.queries.at(-1)?.get('perPage')).toBe('20');

    await user.click(within(who).getByRole('button', { name: 'Ver más personas' }));
    expect(await within(list).findByRole('link', { name: 'Jorge Martínez' })).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(colleagues.queries.at(-1)?.get('page')).toBe('2');
    expect(within(who).queryByRole('button', { name: 'Ver más personas' })).toBeNull();
  });

  it('says so when the person has no site, and asks for no colleagues', async () => {
    const seen = installFakeApi({ 'GET /workplace/people/7': ok({ site: null }) });
    await renderWithProviders(<MyWorkplacePage sections={sections()} />);
    expect(await screen.findByText('Aún no tienes un centro de trabajo asignado')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Quién trabaja aquí' })).toBeNull();
    expect(screen.queryByText('Horario laboral de la persona 7')).toBeNull();
    expect(seen).not.toContain('GET /workplace/me/colleagues');
  });

  it('leaves the working hours out while the schedule module is off', async () => {
    useAppStore.getState().setServices({ workplace: true, schedule: false });
    installFakeApi({
      'GET /workplace/people/7': ok({ site: makeAdminSite() }),
      'GET /workplace/me/colleagues': page([], { total: 0 }),
    });
    await renderWithProviders(<MyWorkplacePage sections={sections()} />);
    expect(await screen.findByText('Por ahora nadie más trabaja aquí')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Oficina Central' })).toBeVisible();
    expect(screen.queryByText('Horario laboral de la persona 7')).toBeNull();
  });

  it('reads in English, with the notes in English', async () => {
    installFakeApi({
      'GET /workplace/people/7': ok({ site: makeAdminSite() }),
      'GET /workplace/me/colleagues': page([CARLOS], { total: 1 }),
    });
    await renderWithProviders(<MyWorkplacePage sections={[]} />, { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My workplace' })).toBeVisible();
    const site = await screen.findByRole('region', { name: 'Oficina Central' });
    expect(site).toHaveTextContent('Insurgentes metro station is 5 minutes away.');
    expect(within(site).getByTestId('site-local-time')).toHaveTextContent(
      /^Local time: Tuesday 10:30\sAM \(America\/Mexico_City\)$/,
    );
    const who = screen.getByRole('region', { name: 'Who works here' });
    expect(await within(who).findByRole('link', { name: 'Carlos Ruiz' })).toBeVisible();
  });

  it('offers a retry when the site does not load', async () => {
    installFakeApi({ 'GET /workplace/people/7': fail(500, 'internal') });
    await renderWithProviders(<MyWorkplacePage sections={[]} />);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
