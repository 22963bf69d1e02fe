import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { DirectoryEntry, DirectorySource } from '../api/people-directory';
import type { ImportJob } from '../api/people-import';
import { SUGGESTED_SOURCE as suggested } from '../testing/directory-fixture';

import { PeopleDirectoryPage } from './people-directory-page';

const page = (
  <>
    <PeopleDirectoryPage />
    <ToastHost />
  </>
);

const saved: DirectorySource = {
  ...suggested,
  configured: true,
  url: 'ldaps://ldap.empresa.com:636',
  bind_dn: 'cn=lector,dc=empresa,dc=com',
  has_password: true,
  base_dn: 'ou=personas,dc=empresa,dc=com',
};

function person(
  uid: string,
  first: string,
  last: string,
  overrides: Partial<DirectoryEntry> = {},
): DirectoryEntry {
  return {
    dn: `uid=${uid},ou=personas,dc=empresa,dc=com`,
    email: `${uid}@empresa.com`,
    first_name: first,
    last_name: last,
    job_position: 'Analista',
    department: 'Ventas',
    phone: null,
    status: 'new',
    user_id: null,
    managed: false,
    ...overrides,
  };
}

const ana = person('ana.torres', 'Ana', 'Torres');
const luis = person('luis.herrera', 'Luis', 'Herrera', {
  department: 'Tecnología',
  status: 'active',
  user_id: 4,
  managed: true,
});
const marta = person('marta.diaz', 'Marta', 'Díaz', { status: 'inactive', user_id: 9 });
const pedro = person('pedro', 'Pedro', 'Soto', { email: null, status: 'no_email' });

function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 31,
    source: 'directory',
    file_name: 'ldaps://ldap.empresa.com:636',
    status: 'running',
    total: 2,
    done: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    created_at: Date.UTC(2026, 4, 4, 10),
    first_progress_at: null,
    finished_at: null,
    ...overrides,
  };
}

const body = (request: TransportRequest) => JSON.parse(request.body as string) as unknown;

const accepted = (data: unknown): FakeReply => ({ status: 202, body: { success: true, data } });

const directoryFailed = (message: string): FakeReply => ({
  status: 422,
  body: { success: false, code: 'directory_failed', error: message },
});

const region = (name: string) => screen.getByRole('region', { name });

// Whole forms typed into and tables clicked through: seconds while the other workers hold the CPU.
describe('PeopleDirectoryPage', () => {
  it('shows the suggested settings until one is saved, and checks the form before sending', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({ 'GET /org/ldap': ok(suggested) });
    await renderWithProviders(page, { route: '/admin/people/directory' });

    expect(screen.getByRole('heading', { level: 2, name: 'Directorio (LDAP)' })).toBeVisible();
    const settings = await screen.findByRole('region', { name: 'Conexión' });
    expect(within(settings).getByText(/Aún no hay un directorio/)).toBeVisible();
    expect(within(settings).getByLabelText(/URL del servidor/)).toHaveValue('ldap://localhost:389');
    expect(within(settings).getByLabelText('DN de enlace')).toHaveValue('');
    expect(within(settings).getByLabelText('Contraseña de enlace')).toHaveAccessibleDescription(
      'Se guarda cifrada y nunca se vuelve a mostrar.',
    );
    expect(within(settings).getByLabelText(/Filtro/)).toHaveValue('(objectClass=inetOrgPerson)');
    const attributes = within(settings).getByRole('group', { name: 'Atributos del directorio' });
    expect(
      ['Correo', 'Nombre', 'Apellido', 'Cargo', 'Departamento', 'Teléfono', 'Jefe directo'].map(
        (label) =>
          within(attributes).getByLabelText<HTMLInputElement>(new RegExp(`^${label}`)).value,
      ),
    ).toEqual([
      'mail',
      'givenName',
      'sn',
      'title',
      'departmentNumber',
      'telephoneNumber',
      'manager',
    ]);
    expect(
      within(settings).getByRole('switch', { name: 'Sincronizar automáticamente' }),
    ).not.toBeChecked();
    expect(within(settings).getByLabelText('Cada cuántas horas')).toHaveValue('24');
    expect(screen.queryByRole('button', { name: 'Quitar directorio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sincronización' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ver personas del directorio' }),
    ).not.toBeInTheDocument();

    await user.clear(within(settings).getByLabelText(/URL del servidor/));
    await user.type(within(settings).getByLabelText(/URL del servidor/), 'http://ldap');
    await user.clear(within(settings).getByLabelText(/Filtro/));
    await user.type(within(settings).getByLabelText(/Filtro/), 'objectClass=person');
    await user.clear(within(attributes).getByLabelText(/^Correo/));
    await user.type(within(settings).getByLabelText('Cada cuántas horas'), '0');
    await user.click(within(settings).getByRole('button', { name: 'Guardar' }));

    expect(await within(settings).findByLabelText(/URL del servidor/)).toHaveAccessibleDescription(
      'La URL debe empezar con ldap:// o ldaps://.',
    );
    expect(within(settings).getByLabelText(/DN base/)).toHaveAccessibleDescription(
      'Escribe el DN base.',
    );
    expect(within(settings).getByLabelText(/Filtro/)).toHaveAccessibleDescription(
      'El filtro va entre paréntesis, por ejemplo (objectClass=person).',
    );
    expect(within(attributes).getByLabelText(/^Correo/)).toHaveAccessibleDescription(
      'Escribe el atributo.',
    );
    expect(within(settings).getByLabelText('Cada cuántas horas')).toHaveAccessibleDescription(
      'Escribe un número entero de horas entre 1 y 168.',
    );
    await user.click(within(settings).getByRole('button', { name: 'Probar conexión' }));
    expect(seen).toEqual(['GET /org/ldap']);
  });

  it('saves the settings, then offers the sync and the people; the password is kept unsaid', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current = suggested;
    installFakeApi({
      'GET /org/ldap': () => ok(current),
      'PUT /org/ldap': (request) => {
        bodies.push(body(request));
        current = saved;
        return ok(current);
      },
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    const settings = await screen.findByRole('region', { name: 'Conexión' });
    const url = within(settings).getByLabelText(/URL del servidor/);
    await user.clear(url);
    await user.type(url, ' ldaps://ldap.empresa.com:636 ');
    await user.type(within(settings).getByLabelText('DN de enlace'), 'cn=lector,dc=empresa,dc=com');
    await user.type(within(settings).getByLabelText('Contraseña de enlace'), 'secreto');
    await user.type(within(settings).getByLabelText(/DN base/), 'ou=personas,dc=empresa,dc=com');
    await user.click(within(settings).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Directorio guardado.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: 'ldaps://ldap.empresa.com:636',
        bind_dn: 'cn=lector,dc=empresa,dc=com',
        bind_password: 'secreto',
        base_dn: 'ou=personas,dc=empresa,dc=com',
        filter: '(objectClass=inetOrgPerson)',
        attributes: suggested.attributes,
        sync_enabled: false,
        sync_hours: 24,
      },
    ]);
    const form = region('Conexión');
    expect(within(form).getByLabelText('Contraseña de enlace')).toHaveValue('');
    expect(within(form).getByLabelText('Contraseña de enlace')).toHaveAccessibleDescription(
      'Guardada; escribe otra para cambiarla',
    );
    expect(within(form).queryByText(/Aún no hay un directorio/)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Quitar directorio' })).toBeVisible();
    expect(region('Sincronización')).toHaveTextContent('Aún no se ha sincronizado.');
    expect(region('Sincronización')).toHaveTextContent(
      'Apagada: solo se sincroniza cuando lo pides.',
    );
    expect(screen.getByRole('button', { name: 'Ver personas del directorio' })).toBeVisible();

    // Saved again without touching the password: the stored one is kept (none is sent).
    await user.click(screen.getByRole('switch', { name: 'Sincronizar automáticamente' }));
    const hours = within(region('Conexión')).getByLabelText('Cada cuántas horas');
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(region('Conexión')).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).not.toHaveProperty('bind_password');
    expect(bodies[1]).toMatchObject({ sync_enabled: true, sync_hours: 12 });
  });

  it("puts the server's messages under their fields, the attributes' too", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /org/ldap': ok(saved),
      'PUT /org/ldap': {
        status: 400,
        body: {
          success: false,
          code: 'invalid_input',
          error: 'Revisa los datos del directorio.',
          details: {
            fields: {
              url: 'El servidor no acepta esa dirección.',
              'attributes.department': 'Ese atributo no existe en el esquema.',
            },
          },
        },
      },
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    const settings = await screen.findByRole('region', { name: 'Conexión' });
    await user.click(within(settings).getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(within(settings).getByLabelText(/URL del servidor/)).toHaveAccessibleDescription(
        'El servidor no acepta esa dirección.',
      ),
    );
    expect(within(settings).getByLabelText(/^Departamento/)).toHaveAccessibleDescription(
      'Ese atributo no existe en el esquema.',
    );
    expect(within(settings).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tests the unsaved settings, keeping the stored password, and shows what the directory said', async () => {
    const user = userEvent.setup();
    const tests: unknown[] = [];
    let reply: FakeReply = ok({ entries: 120, with_email: 118 });
    const seen = installFakeApi({
      'GET /org/ldap': ok(saved),
      'POST /org/ldap/test': (request) => {
        tests.push(body(request));
        return reply;
      },
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    const settings = await screen.findByRole('region', { name: 'Conexión' });
    const filter = within(settings).getByLabelText(/Filtro/);
    await user.clear(filter);
    await user.type(filter, '(objectClass=person)');
    await user.click(within(settings).getByRole('button', { name: 'Probar conexión' }));

    expect(await within(settings).findByRole('status')).toHaveTextContent(
      'Conexión correcta: 120 personas, 118 con correo.',
    );
    expect(tests).toEqual([
      {
        url: 'ldaps://ldap.empresa.com:636',
        bind_dn: 'cn=lector,dc=empresa,dc=com',
        base_dn: 'ou=personas,dc=empresa,dc=com',
        filter: '(objectClass=person)',
        attributes: suggested.attributes,
        sync_enabled: false,
        sync_hours: 24,
      },
    ]);

    reply = directoryFailed('El directorio rechazó el usuario o la contraseña de enlace.');
    await user.type(within(settings).getByLabelText('Contraseña de enlace'), 'otra');
    await user.click(within(settings).getByRole('button', { name: 'Probar conexión' }));
    expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'El directorio rechazó el usuario o la contraseña de enlace.',
    );
    expect(within(settings).queryByRole('status')).not.toBeInTheDocument();
    expect(tests[1]).toMatchObject({ bind_password: 'otra' });
    expect(seen.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('reads the people only when asked, and says why the directory could not be read', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'GET /org/ldap': ok(saved),
      'GET /org/ldap/users': directoryFailed('No se pudo conectar con ldap.empresa.com:636.'),
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    await user.click(await screen.findByRole('button', { name: 'Ver personas del directorio' }));

    const people = region('Personas del directorio');
    expect(await within(people).findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con ldap.empresa.com:636.',
    );
    expect(within(people).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // Once: a directory that refused is not asked again on its own.
    expect(seen).toEqual(['GET /org/ldap', 'GET /org/ldap/users']);
  });

  it('imports the chosen people of the directory and shows the import until it is done', async () => {
    const user = userEvent.setup();
    let imported: unknown = null;
    const seen = installFakeApi({
      'GET /org/ldap': ok(saved),
      'GET /org/ldap/users': ok({ entries: [ana, luis, marta, pedro] }),
      'POST /org/ldap/import': (request) => {
        imported = body(request);
        return accepted(job());
      },
      'GET /org/upload/users/31': ok(
        job({
          status: 'done',
          done: 2,
          created: 1,
          failed: 1,
          finished_at: Date.UTC(2026, 4, 4, 10, 0, 2),
          failures: [
            { row: 2, email: 'marta.diaz@empresa.com', message: 'El departamento está inactivo.' },
          ],
        }),
      ),
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    await screen.findByRole('region', { name: 'Conexión' });
    expect(seen).toEqual(['GET /org/ldap']);
    await user.click(screen.getByRole('button', { name: 'Ver personas del directorio' }));

    const people = region('Personas del directorio');
    const table = await within(people).findByRole('table', {
      name: 'Personas que lista el directorio',
    });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('ImportarNombreCorreoCargoDepartamentoEstado');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ana Torres',
      'Luis Herrera',
      'Marta Díaz',
      'Pedro Soto',
    ]);
    expect(rows[0]).toHaveTextContent('ana.torres@empresa.comAnalistaVentasNueva');
    expect(rows[1]).toHaveTextContent('ActivaSincronizada');
    expect(rows[2]).toHaveTextContent('Inactiva');
    expect(rows[3]).toHaveTextContent('Sin correo');
    expect(within(people).getByText('4 personas en el directorio.')).toBeVisible();
    expect(within(people).getByRole('checkbox', { name: 'Elegir a Pedro Soto' })).toBeDisabled();
    expect(within(people).getByRole('button', { name: 'Importar 0 personas' })).toBeDisabled();

    await user.click(
      within(people).getByRole('checkbox', {
        name: 'Elegir las 3 personas que se muestran y se pueden importar',
      }),
    );
    expect(within(people).getByText('3 personas elegidas')).toBeVisible();
    expect(within(people).getByRole('checkbox', { name: 'Elegir a Pedro Soto' })).not.toBeChecked();

    // Filtered to one person: unchoosing them leaves the others chosen.
    await user.type(within(people).getByLabelText(/Buscar por nombre/), 'herrera');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(within(people).getByRole('checkbox', { name: 'Elegir a Luis Herrera' }));
    expect(
      within(people).getByRole('checkbox', {
        name: 'Elegir la 1 persona que se muestra y se puede importar',
      }),
    ).not.toBeChecked();
    await user.clear(within(people).getByLabelText(/Buscar por nombre/));
    await user.selectOptions(within(people).getByLabelText('Estado'), 'no_email');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    await user.selectOptions(within(people).getByLabelText('Estado'), 'all');
    await user.click(within(people).getByRole('button', { name: 'Importar 2 personas' }));

    expect(await screen.findByRole('heading', { name: 'Importación terminada' })).toBeVisible();
    expect(imported).toEqual({ emails: ['ana.torres@empresa.com', 'marta.diaz@empresa.com'] });
    expect(screen.getByText('Origen: el directorio (LDAP)')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la importación' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 2 personas',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se importó 1 persona. 1 persona no se pudo importar; abajo está el motivo.',
    );
    const failures = screen.getByRole('table', { name: 'Personas que no se importaron' });
    expect(
      within(failures)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CorreoMotivo', 'marta.diaz@empresa.comEl departamento está inactivo.']);

    // Back to the directory: read again, since the import changed who is in.
    await user.click(screen.getByRole('button', { name: 'Volver al directorio' }));
    expect(
      await screen.findByRole('table', { name: 'Personas que lista el directorio' }),
    ).toBeVisible();
    expect(seen.filter((call) => call === 'GET /org/ldap/users')).toHaveLength(2);
  });

  it('forgets the people read with the settings a save replaced', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({
      'GET /org/ldap': ok(saved),
      'PUT /org/ldap': ok(saved),
      'GET /org/ldap/users': ok({ entries: [ana] }),
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    await user.click(await screen.findByRole('button', { name: 'Ver personas del directorio' }));
    expect(
      await screen.findByRole('table', { name: 'Personas que lista el directorio' }),
    ).toBeVisible();
    await user.click(within(region('Conexión')).getByRole('button', { name: 'Guardar' }));

    expect(
      await screen.findByRole('button', { name: 'Ver personas del directorio' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('table', { name: 'Personas que lista el directorio' }),
    ).not.toBeInTheDocument();
    expect(seen.filter((call) => call === 'GET /org/ldap/users')).toHaveLength(1);
  });

  it('syncs now and shows how the last sync went, or why it failed', async () => {
    const user = userEvent.setup();
    const at = new Date(2024, 2, 11, 9, 30).getTime();
    let current: DirectorySource = {
      ...saved,
      sync_enabled: true,
      next_sync_at: new Date(2024, 2, 12, 9, 30).getTime(),
    };
    let syncReply = (): FakeReply => {
      current = {
        ...current,
        last_sync: {
          at,
          status: 'ok',
          code: null,
          message: null,
          job_id: 44,
          entries: 120,
          deactivated: 3,
        },
      };
      return accepted(current);
    };
    installFakeApi({
      'GET /org/ldap': () => ok(current),
      'POST /org/ldap/sync': () => syncReply(),
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    const sync = await screen.findByRole('region', { name: 'Sincronización' });
    expect(sync).toHaveTextContent('Próxima sincronización programada12/03/2024 a las 09:30');
    expect(sync).toHaveTextContent('Aún no se ha sincronizado.');
    await user.click(within(sync).getByRole('button', { name: 'Sincronizar ahora' }));

    expect(await within(sync).findByText('Última sincronización')).toBeVisible();
    expect(sync).toHaveTextContent('Cuándo11/03/2024 a las 09:30');
    expect(sync).toHaveTextContent('ResultadoCorrecta');
    expect(sync).toHaveTextContent('Personas en el directorio120');
    expect(sync).toHaveTextContent('Desactivadas3');
    expect(within(sync).getByRole('link', { name: 'Ver la importación' })).toHaveAttribute(
      'href',
      '/admin/people/import?job=44',
    );
    expect(await screen.findByText(/Sincronización iniciada/)).toBeInTheDocument();

    // A refusal is recorded as the last sync: read again, it shows why, in the reader's
    // language when the glossary knows the reason's code.
    syncReply = () => {
      current = {
        ...current,
        last_sync: {
          at,
          status: 'failed',
          code: 'directory_credentials_refused',
          message: 'El directorio rechazó el usuario o la contraseña de conexión.',
          job_id: null,
          entries: 0,
          deactivated: 0,
        },
      };
      return directoryFailed('El directorio rechazó el usuario o la contraseña de conexión.');
    };
    await user.click(within(sync).getByRole('button', { name: 'Sincronizar ahora' }));
    expect(await within(sync).findByText('Falló')).toBeVisible();
    expect(within(sync).getByRole('alert')).toHaveTextContent(
      'El directorio rechazó el DN de enlace o la contraseña.',
    );
    expect(
      within(sync).queryByRole('link', { name: 'Ver la importación' }),
    ).not.toBeInTheDocument();
  });

  it('removes the directory once confirmed, back to the suggested settings', async () => {
    const user = userEvent.setup();
    let current = saved;
    const seen = installFakeApi({
      'GET /org/ldap': () => ok(current),
      'DELETE /org/ldap': () => {
        current = suggested;
        return ok(current);
      },
    });
    await renderWithProviders(page, { route: '/admin/people/directory' });
    await user.click(await screen.findByRole('button', { name: 'Quitar directorio' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar el directorio?' });
    expect(dialog).toHaveTextContent(
      'Las personas importadas se quedan, pero ya no se mantendrán al día con el directorio.',
    );
    expect(seen).not.toContain('DELETE /org/ldap');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));

    expect(await screen.findByText('Directorio quitado.')).toBeInTheDocument();
    const settings = region('Conexión');
    expect(within(settings).getByLabelText(/URL del servidor/)).toHaveValue('ldap://localhost:389');
    expect(within(settings).getByText(/Aún no hay un directorio/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sincronización' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    installFakeApi({ 'GET /org/ldap': ok(saved) });
    await renderWithProviders(page, { route: '/admin/people/directory', lng: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Directory (LDAP)' })).toBeVisible();
    const settings = await screen.findByRole('region', { name: 'Connection' });
    expect(within(settings).getByLabelText('Bind password')).toHaveAccessibleDescription(
      'Saved; type another to change it',
    );
    expect(within(settings).getByRole('button', { name: 'Test connection' })).toBeVisible();
    expect(region('Sync')).toHaveTextContent('Off: it syncs only when you ask.');
    expect(screen.getByRole('button', { name: "See the directory's people" })).toBeVisible();
  });
});
