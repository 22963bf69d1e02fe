import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import type { DepartmentDetail, Group } from '@/lib/calls/directory';
import { brandingQueryOptions } from '@/lib/calls/org';
import { fail, installFakeApi, ok, type FakeReply, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminUser } from '../api/people';
import { adminUser } from '../testing/person-fixture';

import { PersonDialog } from './person-dialog';

const departments: DepartmentDetail[] = [
  { id: 3, name: 'Ventas', active: true, member_count: 4, leader: null },
  { id: 8, name: 'Logística', active: false, member_count: 1, leader: null },
];
const groups: Group[] = [
  { id: 5, name: 'Comité de bienestar', member_count: 2, created_at: 0 },
  { id: 6, name: 'Brigada', member_count: 1, created_at: 0 },
];
const carla = {
  id: 40,
  full_name: 'Carla Díaz',
  first_name: 'Carla',
  last_name: 'Díaz',
  email: 'carla@demo.local',
};

function server(routes: FakeRoutes) {
  return installFakeApi({
    'GET /departments': ok(departments),
    'GET /groups': ok(groups),
    'POST /user/search': ok([carla]),
    ...routes,
  });
}

/** A route that keeps the JSON body it was sent and answers `reply`. */
function capture(reply: FakeReply) {
  const bodies: unknown[] = [];
  return {
    bodies,
    route: (request: { body?: unknown }) => {
      bodies.push(JSON.parse(request.body as string));
      return reply;
    },
  };
}

async function open(person: AdminUser | null, queryClient?: QueryClient) {
  const onClose = vi.fn();
  await renderWithProviders(
    <>
      <PersonDialog person={person} onClose={onClose} />
      <ToastHost />
    </>,
    { queryClient },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const field = (dialog: HTMLElement, name: RegExp | string) =>
  within(dialog).getByLabelText(name, { selector: 'input, select, textarea' });

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('PersonDialog', () => {
  it('adds a member with every field and says the activation link is on its way', async () => {
    const user = userEvent.setup();
    const created = adminUser(50, 'Lucía', 'Paredes', { email: 'lucia.paredes@demo.local' });
    const post = capture({ status: 201, body: { success: true, data: created } });
    server({ 'POST /org/create/user': post.route });
    const { dialog, onClose } = await open(null);
    expect(dialog).toHaveAccessibleName('Añadir persona');

    await user.type(field(dialog, /^Correo/), ' lucia.paredes@demo.local ');
    await user.type(field(dialog, /^Nombre/), 'Lucía');
    await user.type(field(dialog, 'Apellido'), 'Paredes');
    await user.type(field(dialog, 'Cargo'), 'Analista');
    await user.selectOptions(field(dialog, 'Rol'), 'Líder');
    const department = field(dialog, 'Departamento');
    await within(department).findByRole('option', { name: 'Ventas' });
    expect(within(department).queryByRole('option', { name: 'Logística' })).toBeNull();
    await user.selectOptions(department, 'Ventas');
    await user.type(within(dialog).getByRole('combobox', { name: 'Líder' }), 'car');
    await user.click(await screen.findByRole('option', { name: /Carla Díaz/ }));
    await user.selectOptions(field(dialog, 'País'), 'Chile');
    await user.selectOptions(field(dialog, 'Idioma'), 'English');
    await user.type(field(dialog, 'Teléfono'), '+56 9 1234 5678');
    await user.type(field(dialog, 'Fecha de nacimiento'), '07/03/1990');
    await user.type(field(dialog, 'Fecha de ingreso'), '1/2/2024');
    await user.type(field(dialog, 'Documento de identidad'), '12.345.678-5');
    await user.selectOptions(field(dialog, 'Tipo de contrato'), 'Plazo fijo');
    const gender = field(dialog, 'Género');
    expect(gender).toHaveDisplayValue('Sin especificar');
    expect(gender).toHaveAccessibleDescription(
      /^Opcional\. Solo se usa en informes de equidad agregados/,
    );
    await user.selectOptions(gender, 'No binario');
    await user.click(within(dialog).getByRole('switch', { name: 'Puede recibir puntos' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Brigada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post.bodies).toEqual([
      {
        email: 'lucia.paredes@demo.local',
        first_name: 'Lucía',
        last_name: 'Paredes',
        job_position: 'Analista',
        user_type: 'leader',
        department_id: 3,
        leader_id: 40,
        country: 'CL',
        language: 'english',
        phone: '+56912345678',
        birthday: '1990-03-07',
        admission_date: '2024-02-01',
        national_id: '123456785',
        contract_type: 'fixed_term',
        gender: 'non_binary',
        points: false,
        groups: [6],
      },
    ]);
    expect(
      await screen.findByText(
        'Le enviamos a lucia.paredes@demo.local un enlace para activar su cuenta.',
      ),
    ).toBeInTheDocument();
  });

  it("adds an external person without a role, to the external call, in the organisation's language", async () => {
    const user = userEvent.setup();
    const post = capture({
      status: 201,
      body: { success: true, data: adminUser(51, 'Iván', 'Rojas', { external: true }) },
    });
    const seen = server({ 'POST /org/create/user/external': post.route });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(brandingQueryOptions().queryKey, {
      org_name: 'Demo',
      banner: { main: 'red', secondary: null },
      languages: ['es', 'en'],
      default_language: 'en',
    });
    const { dialog, onClose } = await open(null, queryClient);
    expect(field(dialog, 'Idioma')).toHaveDisplayValue('English');
    expect(field(dialog, 'Rol')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Persona externa' }));
    expect(within(dialog).queryByLabelText('Rol')).not.toBeInTheDocument();
    await user.type(field(dialog, /^Correo/), 'ivan@proveedor.cl');
    await user.type(field(dialog, /^Nombre/), 'Iván');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post.bodies).toEqual([
      {
        email: 'ivan@proveedor.cl',
        first_name: 'Iván',
        language: 'english',
        points: true,
        groups: [],
      },
    ]);
    expect(seen).not.toContain('POST /org/create/user');
  });

  it('names the mistakes it can see before sending anything', async () => {
    const user = userEvent.setup();
    const seen = server({});
    const { dialog } = await open(null);
    await user.type(field(dialog, /^Correo/), 'lucia@');
    await user.type(field(dialog, 'Teléfono'), '12345');
    await user.selectOptions(field(dialog, 'País'), 'Chile');
    await user.type(field(dialog, 'Documento de identidad'), '12.345.678-4');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(field(dialog, /^Correo/)).toHaveAccessibleDescription(
      'Escribe un correo válido, por ejemplo nombre@empresa.com.',
    );
    expect(field(dialog, /^Nombre/)).toHaveAccessibleDescription('El nombre es requerido.');
    expect(field(dialog, 'Teléfono')).toHaveAccessibleDescription(
      'Escribe el teléfono en formato internacional: + y entre 8 y 15 dígitos.',
    );
    expect(field(dialog, 'Documento de identidad')).toHaveAccessibleDescription(
      'El RUT no es válido: revisa sus dígitos y el dígito verificador.',
    );
    expect(seen.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("puts the server's field messages and a taken address under their fields", async () => {
    const user = userEvent.setup();
    const replies: FakeReply[] = [
      {
        status: 400,
        body: {
          success: false,
          error: 'Revisa los datos',
          code: 'invalid_input',
          details: {
            fields: {
              leader_id: 'El líder debe ser una persona activa.',
              birthday: 'La fecha de nacimiento debe ser pasada.',
              national_id: 'Otra persona de la organización ya tiene ese documento de identidad.',
            },
          },
        },
      },
      fail(409, 'email_taken', 'Email en uso'),
    ];
    server({ 'POST /org/create/user': () => replies.shift() ?? fail(500, 'internal') });
    const { dialog, onClose } = await open(null);
    await user.type(field(dialog, /^Correo/), 'ana.torres@demo.local');
    await user.type(field(dialog, /^Nombre/), 'Ana');
    await user.type(field(dialog, 'Documento de identidad'), '30123456');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));

    expect(await within(dialog).findByText('El líder debe ser una persona activa.')).toBeVisible();
    expect(field(dialog, 'Fecha de nacimiento')).toHaveAccessibleDescription(
      'La fecha de nacimiento debe ser pasada.',
    );
    expect(field(dialog, 'Documento de identidad')).toHaveAccessibleDescription(
      'Otra persona de la organización ya tiene ese documento de identidad.',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() =>
      expect(field(dialog, /^Correo/)).toHaveAccessibleDescription(
        'Ya hay una persona con ese correo en tu organización.',
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a person: cleared fields are sent as null and the groups replace theirs', async () => {
    const user = userEvent.setup();
    const ana = adminUser(12, 'Ana', 'Torres', {
      job_position: 'Vendedora',
      department: { id: 8, name: 'Logística', active: false },
      leader: carla,
      country: 'AR',
      phone: '+5491112345678',
      national_id: '30123456',
      contract_type: 'indefinite',
      gender: 'female',
      groups: [{ id: 5, name: 'Comité de bienestar' }],
    });
    const patch = capture(ok({ ...ana, job_position: null }));
    server({ 'PATCH /org/users/12': patch.route });
    const { dialog, onClose } = await open(ana);
    expect(dialog).toHaveAccessibleName('Editar a Ana Torres');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    // The person's own department stays offered though it was deactivated.
    expect(field(dialog, 'Departamento')).toHaveDisplayValue('Logística');
    expect(field(dialog, 'País')).toHaveDisplayValue('Argentina');
    expect(within(dialog).getByRole('combobox', { name: 'Líder' })).toHaveValue('Carla Díaz');
    expect(field(dialog, 'Documento de identidad')).toHaveValue('30123456');
    expect(field(dialog, 'Tipo de contrato')).toHaveDisplayValue('Indefinido');
    expect(field(dialog, 'Género')).toHaveDisplayValue('Femenino');

    await user.clear(field(dialog, 'Cargo'));
    await user.clear(field(dialog, 'Teléfono'));
    await user.clear(field(dialog, 'Documento de identidad'));
    await user.selectOptions(field(dialog, 'Tipo de contrato'), 'Honorarios');
    await user.selectOptions(field(dialog, 'Género'), 'Sin especificar');
    await user.clear(within(dialog).getByRole('combobox', { name: 'Líder' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Comité de bienestar' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brigada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch.bodies).toEqual([
      {
        email: 'ana.torres@demo.local',
        first_name: 'Ana',
        last_name: 'Torres',
        job_position: null,
        user_type: 'employee',
        department_id: 8,
        leader_id: null,
        country: 'AR',
        language: 'spanish',
        phone: null,
        birthday: null,
        admission_date: null,
        national_id: null,
        contract_type: 'services',
        gender: null,
        points: true,
        groups: [6],
      },
    ]);
    expect(await screen.findByText('Se guardaron los datos de Ana Torres.')).toBeInTheDocument();
  });
});
