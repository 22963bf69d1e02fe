import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import type { DepartmentDetail, Group } from '@/lib/calls/directory';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminUser } from '../api/people';
import { adminUser, pageReply } from '../testing/person-fixture';

import { PeoplePage } from './people-page';

const sales: DepartmentDetail = {
  id: 3,
  name: 'Ventas',
  active: true,
  member_count: 4,
  leader: null,
};
const closed: DepartmentDetail = { ...sales, id: 8, name: 'Logística', active: false };
const groups: Group[] = [
  { id: 5, name: 'Comité de bienestar', member_count: 2, created_at: Date.UTC(2026, 0, 2) },
  { id: 6, name: 'Brigada', member_count: 1, created_at: Date.UTC(2026, 0, 3) },
  { id: 7, name: 'Mentores', member_count: 1, created_at: Date.UTC(2026, 0, 4) },
];

const ana = adminUser(12, 'Ana', 'Torres', {
  user_type: 'leader',
  department: { id: 3, name: 'Ventas', active: true },
  groups: groups.map(({ id, name }) => ({ id, name })),
});
const pedro = adminUser(14, 'Pedro', 'Soto', { active: false, activated: false, external: true });

/** The directory reads every people screen makes, and the people list from `list`. */
function server(list: (request: TransportRequest) => AdminUser[], extra: FakeRoutes = {}) {
  const urls: string[] = [];
  const seen = installFakeApi({
    'GET /departments': ok([sales, closed]),
    'GET /groups': ok(groups),
    'GET /org/users': (request) => {
      urls.push(request.url);
      return pageReply(list(request));
    },
    ...extra,
  });
  return { urls, seen, query: () => new URL(urls.at(-1) ?? '', 'http://localhost').searchParams };
}

const page = (
  <>
    <PeoplePage />
    <ToastHost />
  </>
);

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('PeoplePage', () => {
  it('sorts the whole list on the server by name or department, back to the first page', async () => {
    const user = userEvent.setup();
    const { query } = server(() => [ana, pedro]);
    await renderWithProviders(page);
    const table = await screen.findByRole('table', { name: 'Personas de la organización' });
    expect(query().get('sort')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Persona' }));
    await waitFor(() => expect(query().get('sort')).toBe('name'));
    expect(query().get('order')).toBeNull();
    expect(query().get('page')).toBe('1');
    await user.click(within(table).getByRole('button', { name: 'Persona' }));
    await waitFor(() => expect(query().get('order')).toBe('desc'));

    await user.click(within(table).getByRole('button', { name: 'Departamento' }));
    await waitFor(() => expect(query().get('sort')).toBe('department'));
    expect(query().get('order')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Grupos' })).toBeNull();
  });

  it('lists each person with role, department, groups and state', async () => {
    const { urls } = server(() => [ana, pedro]);
    await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Personas' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Personas de la organización' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(
      'Ana Torresana.torres@demo.local',
    );
    expect(first).toHaveTextContent('Líder');
    expect(first).toHaveTextContent('Ventas');
    expect(first).toHaveTextContent('Comité de bienestar');
    expect(first).toHaveTextContent('Brigada');
    expect(first).toHaveTextContent('+1 más');
    expect(first).not.toHaveTextContent('Mentores');
    expect(first).toHaveTextContent('Activa');
    expect(second).toHaveTextContent('Inactiva');
    expect(second).toHaveTextContent('Pendiente de activar');
    expect(second).toHaveTextContent('Externa');
    expect(within(first!).getByRole('switch', { name: 'Cuenta activa: Ana Torres' })).toBeChecked();
    expect(
      within(second!).getByRole('switch', { name: 'Cuenta activa: Pedro Soto' }),
    ).not.toBeChecked();
    expect(urls[0]).toMatch(/\/org\/users\?page=1&perPage=10$/);
  });

  it('shows the identity document and contract type once chosen in the column chooser', async () => {
    const user = userEvent.setup();
    server(() => [{ ...ana, national_id: '123456785', contract_type: 'fixed_term' }, pedro]);
    await renderWithProviders(page);
    const table = await screen.findByRole('table', { name: 'Personas de la organización' });
    expect(within(table).queryByRole('columnheader', { name: 'Tipo de contrato' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const menu = screen.getByRole('menu');
    await user.click(
      within(menu).getByRole('menuitemcheckbox', { name: 'Documento de identidad' }),
    );
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Tipo de contrato' }));
    await user.keyboard('{Escape}');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(table).getByRole('columnheader', { name: 'Tipo de contrato' })).toBeVisible();
    expect(first).toHaveTextContent('123456785');
    expect(first).toHaveTextContent('Plazo fijo');
    expect(second).toHaveTextContent('——');
  });

  it('sends the filters as the list call asks for them', async () => {
    const user = userEvent.setup();
    const { query } = server(() => [ana]);
    await renderWithProviders(page);
    await screen.findByRole('table', { name: 'Personas de la organización' });
    const filters = screen.getByRole('group', { name: 'Filtrar personas' });

    await user.type(within(filters).getByLabelText('Buscar por nombre o correo'), 'ana@');
    await waitFor(() => expect(query().get('keywords')).toBe('ana@'));
    expect(query().has('search_by_email')).toBe(false);
    await user.click(within(filters).getByRole('switch', { name: 'Solo correo' }));
    await user.selectOptions(within(filters).getByLabelText('Rol'), 'Líder');
    await user.selectOptions(within(filters).getByLabelText('Estado'), 'Inactivas');
    const department = within(filters).getByLabelText('Departamento');
    expect(within(department).getByRole('option', { name: 'Logística (inactivo)' })).toBeVisible();
    await user.selectOptions(department, 'Ventas');
    await user.selectOptions(within(filters).getByLabelText('Grupo'), 'Brigada');

    await waitFor(() =>
      expect(Object.fromEntries(query())).toEqual({
        page: '1',
        perPage: '10',
        keywords: 'ana@',
        search_by_email: 'true',
        type: 'leader',
        active: 'false',
        department: '3',
        group: '6',
      }),
    );
  });

  it('tells an empty organisation from filters that match nobody', async () => {
    const user = userEvent.setup();
    server(() => []);
    await renderWithProviders(page);
    expect(await screen.findByText('Aún no hay personas')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Añadir persona' })).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Estado'), 'Activas');
    expect(await screen.findByText('Ninguna persona coincide con estos filtros')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('Aún no hay personas')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toHaveValue('all');
  });

  it("shows the server's refusal to deactivate yourself as a toast", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server(() => [ana], {
      'POST /user/active/state': (request) => {
        sent = JSON.parse(request.body as string);
        return fail(400, 'cannot_deactivate_yourself', 'No puedes desactivarte');
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('switch', { name: 'Cuenta activa: Ana Torres' }));
    expect(await screen.findByText('No puedes desactivar tu propia cuenta.')).toBeInTheDocument();
    expect(sent).toEqual({ user_id: 12, active: false });
    expect(screen.getByRole('switch', { name: 'Cuenta activa: Ana Torres' })).toBeChecked();
  });

  it('erases an account after a warning that names the person', async () => {
    const user = userEvent.setup();
    let people = [ana, pedro];
    let sent: unknown;
    const { seen } = server(() => people, {
      'POST /user/admin/delete': (request) => {
        sent = JSON.parse(request.body as string);
        people = [pedro];
        return ok({ user_id: 12, erased: true });
      },
    });
    await renderWithProviders(page);
    await user.click(
      await screen.findByRole('button', { name: 'Eliminar la cuenta de Ana Torres' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar esta cuenta para siempre?',
    });
    expect(dialog).toHaveAccessibleDescription(/datos personales de Ana Torres/);
    expect(dialog).toHaveAccessibleDescription(/no se puede deshacer/);
    expect(seen).not.toContain('POST /user/admin/delete');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByText('Se eliminó la cuenta de Ana Torres.')).toBeInTheDocument();
    expect(sent).toEqual({ user_id: 12 });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Ana Torres/ })).not.toBeInTheDocument(),
    );
  });

  it('exports everyone as a workbook and links to the import', async () => {
    const user = userEvent.setup();
    const workbook = new Blob(['PK-export']);
    const { seen } = server(() => [ana], {
      'GET /org/users/export': { status: 200, body: workbook },
    });
    // jsdom has no object URLs, and following a download link is no part of this test.
    if (!('revokeObjectURL' in URL)) {
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
    }
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await renderWithProviders(page);

    expect(screen.getByRole('link', { name: 'Importar desde Excel' })).toHaveAttribute(
      'href',
      '/admin/people/import',
    );
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(downloads).toEqual(['personas.xlsx']));
    expect(seen).toContain('GET /org/users/export');
    expect(saved).toHaveBeenCalledWith(workbook);
  });

  it('reads in English', async () => {
    server(() => [pedro]);
    await renderWithProviders(page, { lng: 'en' });
    const table = await screen.findByRole('table', { name: 'People in the organisation' });
    expect(within(table).getByText('Not activated yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate in bulk' })).toBeInTheDocument();
  });
});
