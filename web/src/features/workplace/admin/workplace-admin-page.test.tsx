import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { WorkplaceSiteAdmin } from '../api/admin-workplace';
import { makeAdminSite } from '../testing/site-fixture';

import { WorkplaceAdminPage } from './workplace-admin-page';

const DEPARTMENTS = [
  { id: 1, name: 'Tecnología', active: true, member_count: 4, leader: null },
  { id: 2, name: 'Ventas', active: true, member_count: 3, leader: null },
];

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

function server(extra: FakeRoutes = {}) {
  return installFakeApi({ 'GET /departments': ok(DEPARTMENTS), ...extra });
}

const render = (lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <>
      <WorkplaceAdminPage />
      <ToastHost />
    </>,
    { route: '/admin/workplace', lng },
  );

describe('WorkplaceAdminPage', () => {
  it('lists the sites with their city, time zone and people, and creates one', async () => {
    const user = userEvent.setup();
    let list: WorkplaceSiteAdmin[] = [
      makeAdminSite(),
      makeAdminSite({ id: 2, name: 'Bodega', status: 'archived', people: 0, city: 'Puebla' }),
    ];
    const posted: unknown[] = [];
    server({
      'GET /org/workplace/sites': () => ok(list),
      'POST /org/workplace/sites': (request) => {
        posted.push(body(request));
        const saved = makeAdminSite({ id: 3, name: 'Planta Monterrey', people: 0 });
        list = [...list, saved];
        return { status: 201, body: { success: true, data: saved } };
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Centros de trabajo' });
    const central = table.querySelector('[data-site="1"]') as HTMLElement;
    expect(central).toHaveTextContent('Ciudad de México, México');
    expect(central).toHaveTextContent('America/Mexico_City');
    expect(central).toHaveTextContent('Activo');
    expect(within(central).queryByRole('button', { name: 'Eliminar Oficina Central' })).toBeNull();
    const archived = table.querySelector('[data-site="2"]') as HTMLElement;
    expect(archived).toHaveTextContent('Archivado');
    expect(within(archived).getByRole('button', { name: 'Restaurar Bodega' })).toBeVisible();
    expect(
      within(archived).queryByRole('button', { name: 'Asignar personas a Bodega' }),
    ).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Nuevo centro' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo centro de trabajo' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear centro' }));
    expect(await within(dialog).findAllByText('Este campo es obligatorio.')).toHaveLength(3);
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' Planta Monterrey ');
    await user.type(within(dialog).getByLabelText(/^Dirección/), 'Av. Industrias 1500');
    await user.type(within(dialog).getByLabelText(/^Ciudad/), 'Monterrey');
    await user.type(within(dialog).getByLabelText(/^Enlace al mapa/), 'http://mapa');
    await user.click(within(dialog).getByRole('button', { name: 'Crear centro' }));
    expect(await within(dialog).findByText('El enlace debe empezar por https://.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/^Enlace al mapa/));
    await user.click(within(dialog).getByRole('button', { name: 'Crear centro' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      name: 'Planta Monterrey',
      address: 'Av. Industrias 1500',
      city: 'Monterrey',
      country: 'MX',
      timezone: 'America/Mexico_City',
      map_url: null,
    });
    expect(await screen.findByText('Centro «Planta Monterrey» creado')).toBeVisible();
  });

  it('words a duplicate name in English', async () => {
    const user = userEvent.setup();
    server({
      'GET /org/workplace/sites': ok([]),
      'POST /org/workplace/sites': fail(422, 'duplicate_site', 'Ya hay uno'),
    });
    await render('en');
    await user.click((await screen.findAllByRole('button', { name: 'New site' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New site' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Central');
    await user.type(within(dialog).getByLabelText(/^Address/), 'Reforma 222');
    await user.type(within(dialog).getByLabelText(/^City/), 'CDMX');
    await user.click(within(dialog).getByRole('button', { name: 'Create site' }));
    expect(
      await within(dialog).findByText('There is already a site with that name.'),
    ).toBeVisible();
  });

  it('assigns a whole department to a site', async () => {
    const user = userEvent.setup();
    const assigned: unknown[] = [];
    server({
      'GET /org/workplace/sites': ok([makeAdminSite()]),
      'POST /org/workplace/sites/1/people': (request) => {
        assigned.push(body(request));
        return ok({ assigned: 3 });
      },
    });
    await render();
    await user.click(
      await screen.findByRole('button', { name: 'Asignar personas a Oficina Central' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Asignar personas a «Oficina Central»',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Toda un área' }));
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText('Elige un área.')).toBeVisible();
    await user.selectOptions(await within(dialog).findByLabelText('Área'), 'Ventas');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    await waitFor(() => expect(assigned).toEqual([{ department_id: 2 }]));
    expect(await screen.findByText('3 personas asignadas a «Oficina Central»')).toBeVisible();
  });

  it("pages and searches a site's people and takes one off the site", async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    const puts: unknown[] = [];
    const ana = {
      id: 7,
      full_name: 'Ana Torres',
      first_name: 'Ana',
      last_name: 'Torres',
      email: 'ana@x.test',
      department_name: 'Tecnología',
    };
    server({
      'GET /org/workplace/sites': ok([makeAdminSite()]),
      'GET /org/workplace/sites/1/people': (request) => {
        urls.push(request.url);
        return {
          status: 200,
          body: {
            success: true,
            data: [ana],
            meta: { page: 1, perPage: 10, total: 1, hasMore: false },
          },
        };
      },
      'PUT /org/workplace/people/7': (request) => {
        puts.push(body(request));
        return ok({ site: null });
      },
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Personas de Oficina Central' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personas de «Oficina Central»' });
    expect(await within(dialog).findByText('Ana Torres')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Buscar por nombre o correo'), 'ana');
    await waitFor(() => expect(urls.some((url) => url.includes('q=ana'))).toBe(true));
    await user.click(
      within(dialog).getByRole('button', { name: 'Quitar a Ana Torres de este centro' }),
    );
    await waitFor(() => expect(puts).toEqual([{ site_id: null }]));
    expect(await screen.findByText('Ana Torres ya no está en «Oficina Central»')).toBeVisible();
  });
});
