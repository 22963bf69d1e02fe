import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import type { DepartmentDetail } from '@/lib/calls/directory';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { DepartmentsPage } from './departments-page';

const carla = {
  id: 40,
  full_name: 'Carla Díaz',
  first_name: 'Carla',
  last_name: 'Díaz',
  email: 'carla@demo.local',
};
const sales: DepartmentDetail = {
  id: 3,
  name: 'Ventas',
  active: true,
  member_count: 1234,
  leader: carla,
};
const logistics: DepartmentDetail = {
  id: 8,
  name: 'Logística',
  active: false,
  member_count: 0,
  leader: null,
};

function server(departments: () => DepartmentDetail[], routes: FakeRoutes = {}) {
  const urls: string[] = [];
  installFakeApi({
    'GET /departments': (request) => {
      urls.push(request.url);
      return ok(departments());
    },
    'POST /user/search': ok([carla]),
    ...routes,
  });
  return urls;
}

const page = (
  <>
    <DepartmentsPage />
    <ToastHost />
  </>
);

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('DepartmentsPage', () => {
  it('lists every department, inactive ones too, with leader and active members', async () => {
    const urls = server(() => [sales, logistics]);
    await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Departamentos' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Departamentos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('VentasCarla Díaz1234');
    expect(rows[1]).toHaveTextContent('Logística—0');
    expect(within(rows[0]!).getByRole('switch', { name: 'Activo: Ventas' })).toBeChecked();
    expect(within(rows[1]!).getByRole('switch', { name: 'Activo: Logística' })).not.toBeChecked();
    expect(urls[0]).toMatch(/\/departments\?all=true$/);
  });

  it('creates a department with its leader', async () => {
    const user = userEvent.setup();
    let departments: DepartmentDetail[] = [];
    let sent: unknown;
    server(() => departments, {
      'POST /org/departments': (request) => {
        sent = JSON.parse(request.body as string);
        departments = [sales];
        return { status: 201, body: { success: true, data: sales } };
      },
    });
    await renderWithProviders(page);
    expect(await screen.findByText('Aún no hay departamentos')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Añadir departamento' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo departamento' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), ' Ventas ');
    await user.type(within(dialog).getByRole('combobox', { name: 'Líder' }), 'car');
    await user.click(await screen.findByRole('option', { name: /Carla Díaz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear departamento' }));
    expect(await screen.findByText('Se creó el departamento «Ventas».')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Ventas', leader_id: 40 });
    expect(await screen.findByRole('row', { name: /Ventas/ })).toBeInTheDocument();
  });

  it('clears the leader and shows a taken name under the name field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server(() => [sales], {
      'PATCH /org/departments/3': (request) => {
        sent.push(JSON.parse(request.body as string));
        return sent.length === 1
          ? fail(409, 'department_name_taken', 'Nombre en uso')
          : ok({ ...sales, leader: null });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Editar Ventas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Ventas»' });
    const leader = within(dialog).getByRole('combobox', { name: 'Líder' });
    expect(leader).toHaveValue('Carla Díaz');
    await user.clear(leader);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya hay un departamento con ese nombre.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó el departamento «Ventas».')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Ventas', leader_id: null },
      { name: 'Ventas', leader_id: null },
    ]);
  });

  it('deactivates a department with its switch', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server(() => [sales], {
      'PATCH /org/departments/3': (request) => {
        sent = JSON.parse(request.body as string);
        return ok({ ...sales, active: false });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('switch', { name: 'Activo: Ventas' }));
    expect(await screen.findByText('Se desactivó el departamento «Ventas».')).toBeInTheDocument();
    expect(sent).toEqual({ active: false });
  });

  it('explains why a department with people cannot be deleted', async () => {
    const user = userEvent.setup();
    server(() => [sales], {
      'DELETE /org/departments/3': fail(409, 'department_not_empty', 'Department not empty'),
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Ventas' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este departamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este departamento todavía tiene personas. Muévelas a otro departamento o desactívalo en lugar de eliminarlo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Ventas/ })).toBeInTheDocument();
  });
});
