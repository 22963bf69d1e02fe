import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { PersonRef } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import type { Group } from '@/lib/calls/directory';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { GroupsPage } from './groups-page';

function person(id: number, first: string, last: string): PersonRef {
  return {
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}@demo.local`,
  };
}

const ana = person(12, 'Ana', 'Torres');
const carla = person(40, 'Carla', 'Díaz');
const diego = person(7, 'Diego', 'Castro');
const committee: Group = {
  id: 5,
  name: 'Comité de bienestar',
  member_count: 2,
  created_at: new Date(2026, 0, 15, 9).getTime(),
};

function server(groups: () => Group[], routes: FakeRoutes = {}) {
  return installFakeApi({
    'GET /groups': () => ok(groups()),
    'POST /user/search': ok([carla, diego]),
    ...routes,
  });
}

const page = (
  <>
    <GroupsPage />
    <ToastHost />
  </>
);

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('GroupsPage', () => {
  it('lists the groups with their members count and creation date', async () => {
    server(() => [committee]);
    await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Grupos' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Grupos' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Comité de bienestar215/01/2026');
  });

  it('creates a group with its first members', async () => {
    const user = userEvent.setup();
    let groups: Group[] = [];
    let sent: unknown;
    server(() => groups, {
      'POST /org/groups': (request) => {
        sent = JSON.parse(request.body as string);
        groups = [committee];
        return { status: 201, body: { success: true, data: committee } };
      },
    });
    await renderWithProviders(page);
    expect(await screen.findByText('Aún no hay grupos')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Añadir grupo' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    expect(within(dialog).getByText('El nombre es requerido.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nombre/ }),
      'Comité de bienestar',
    );
    const members = within(dialog).getByRole('combobox', { name: 'Primeras personas (opcional)' });
    await user.type(members, 'a');
    await user.click(await screen.findByRole('option', { name: /Carla Díaz/ }));
    await user.type(members, 'a');
    await user.click(await screen.findByRole('option', { name: /Diego Castro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Se creó el grupo «Comité de bienestar».')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Comité de bienestar', member_ids: [40, 7] });
  });

  it('renames a group', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server(() => [committee], {
      'PATCH /org/groups/5': (request) => {
        sent = JSON.parse(request.body as string);
        return ok({ ...committee, name: 'Bienestar' });
      },
    });
    await renderWithProviders(page);
    await user.click(
      await screen.findByRole('button', { name: 'Cambiar el nombre de Comité de bienestar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cambiar el nombre de «Comité de bienestar»',
    });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Bienestar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó el grupo «Bienestar».')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Bienestar' });
  });

  it('shows the members, removes one and adds people', async () => {
    const user = userEvent.setup();
    let members = [ana, carla];
    const sent: unknown[] = [];
    const urls: string[] = [];
    const seen = server(() => [committee], {
      'GET /org/groups/5/members': (request) => {
        urls.push(request.url);
        return {
          status: 200,
          body: {
            success: true,
            data: members,
            meta: { page: 1, perPage: 10, total: members.length },
          },
        };
      },
      'DELETE /org/groups/5/members/12': () => {
        members = [carla];
        return ok({ ...committee, member_count: 1 });
      },
      'POST /org/groups/5/members': (request) => {
        sent.push(JSON.parse(request.body as string));
        members = [carla, diego];
        return ok({ ...committee, member_count: 2 });
      },
    });
    await renderWithProviders(page);
    await user.click(
      await screen.findByRole('button', { name: 'Miembros de Comité de bienestar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Miembros de «Comité de bienestar»',
    });
    const table = await within(dialog).findByRole('table', {
      name: 'Miembros de Comité de bienestar',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Ana Torresana@demo.local', 'Carla Díazcarla@demo.local']);
    expect(urls[0]).toMatch(/\/org\/groups\/5\/members\?page=1&perPage=10$/);

    await user.click(within(dialog).getByRole('button', { name: 'Quitar a Ana Torres del grupo' }));
    expect(
      await screen.findByText('Ana Torres ya no está en «Comité de bienestar».'),
    ).toBeInTheDocument();
    expect(seen).toContain('DELETE /org/groups/5/members/12');
    await waitFor(() => expect(within(dialog).queryByText('Ana Torres')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Añadir al grupo' }));
    expect(within(dialog).getByText('Elige al menos una persona.')).toBeVisible();
    await user.type(within(dialog).getByRole('combobox', { name: 'Añadir personas' }), 'di');
    await user.click(await screen.findByRole('option', { name: /Diego Castro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir al grupo' }));
    expect(
      await screen.findByText('Se añadió 1 persona a «Comité de bienestar».'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ user_ids: [7] }]);
    expect(await within(dialog).findByText('Diego Castro')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Añadir personas' })).toHaveValue('');
  });

  it('deletes a group after confirmation', async () => {
    const user = userEvent.setup();
    let groups = [committee];
    const seen = server(() => groups, {
      'DELETE /org/groups/5': () => {
        groups = [];
        return ok({ id: 5 });
      },
    });
    await renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Comité de bienestar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este grupo?' });
    expect(dialog).toHaveAccessibleDescription(/Sus personas siguen en la organización/);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó el grupo «Comité de bienestar».')).toBeVisible();
    expect(seen).toContain('DELETE /org/groups/5');
    expect(await screen.findByText('Aún no hay grupos')).toBeInTheDocument();
  });
});
