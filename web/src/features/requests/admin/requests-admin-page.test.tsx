import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminRequestType } from '../api/admin-requests';
import {
  LUIS,
  SENT_AT,
  makeAdminType,
  makeAdminTypeDetail,
  makeRequest,
  page,
} from '../testing/request-fixture';

import { RequestsAdminPage } from './requests-admin-page';

const body = (request: TransportRequest) => JSON.parse(request.body as string) as unknown;
const query = (request: TransportRequest) => new URL(request.url, 'http://app').searchParams;

const render = (routes: FakeRoutes, route = '/admin/requests') => {
  installFakeApi(routes);
  return renderWithProviders(
    <>
      <RequestsAdminPage />
      <ToastHost />
    </>,
    { route },
  );
};

const stepItems = () =>
  within(screen.getByRole('list', { name: 'Pasos de aprobación' })).getAllByRole('listitem');

async function addQuestion(user: UserEvent, type: string, title: string) {
  await user.click(screen.getAllByRole('button', { name: 'Añadir pregunta' })[0]!);
  await user.click(await screen.findByRole('menuitem', { name: type }));
  await user.type(screen.getByRole('textbox', { name: /^Pregunta/ }), title);
}

describe('RequestsAdminPage', () => {
  it('lists the types with their chain, deadline, pending requests and state; archives one', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    let types: AdminRequestType[] = [
      makeAdminType(),
      makeAdminType({
        id: 1,
        name: 'Constancia laboral',
        steps: [{ approver: 'person', user_id: LUIS.id, person: LUIS }],
        sla_days: null,
        pending: 0,
        status: 'archived',
      }),
    ];
    await render({
      'GET /org/requests/types': () => ok(types),
      'PATCH /org/requests/types/2': (request) => {
        patches.push(body(request));
        types = types.map((type) => (type.id === 2 ? { ...type, status: 'archived' } : type));
        return ok(makeAdminTypeDetail({ status: 'archived' }));
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitudes' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tipos de solicitud' });
    const home = within(table).getByRole('row', { name: /Días de home office/ });
    expect(home).toHaveTextContent('Jefatura → Personas (admins)');
    expect(home).toHaveTextContent('3 días');
    expect(home).toHaveTextContent('Activo');
    const letter = within(table).getByRole('row', { name: /Constancia laboral/ });
    expect(letter).toHaveTextContent('Luis Herrera');
    expect(letter).toHaveTextContent('Sin plazo');
    expect(letter).toHaveTextContent('Archivado');
    expect(
      within(letter).getByRole('button', { name: 'Reactivar: Constancia laboral' }),
    ).toBeVisible();

    await user.click(within(home).getByRole('button', { name: 'Archivar: Días de home office' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar el tipo de solicitud?' });
    expect(dialog).toHaveTextContent('Las solicitudes ya enviadas siguen su curso.');
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Archivaste «Días de home office».')).toBeVisible();
    expect(patches).toEqual([{ status: 'archived' }]);
  });

  it('checks a new type before sending: name, a person for a person step, a question', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(
      {
        'POST /user/search': ok([{ ...LUIS, email: 'leader@demo.local' }]),
        'POST /org/requests/types': (request) => {
          sent.push(body(request));
          return {
            status: 201,
            body: { success: true, data: makeAdminTypeDetail({ id: 5, name: 'Préstamo' }) },
          };
        },
        'GET /org/requests/types/5': ok(makeAdminTypeDetail({ id: 5, name: 'Préstamo' })),
      },
      '/admin/requests?newRequestType',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nuevo tipo de solicitud' }),
    ).toBeVisible();
    // A new type starts with one step: the leader.
    expect(stepItems()).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Quién aprueba el paso 1' })).toHaveValue('leader');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quién aprueba el paso 1' }),
      'person',
    );
    await user.type(screen.getByRole('textbox', { name: 'Plazo en días' }), '400');
    await user.click(screen.getByRole('button', { name: 'Crear tipo' }));

    expect(await screen.findByText('Escribe un nombre.')).toBeVisible();
    expect(screen.getByText('Elige quién aprueba este paso.')).toBeVisible();
    expect(screen.getByText('El plazo va de 1 a 365 días.')).toBeVisible();
    expect(screen.getByText('El formulario necesita al menos una pregunta.')).toBeVisible();
    expect(screen.getByText('Hay 4 campos por revisar.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Préstamo');
    await user.clear(screen.getByRole('textbox', { name: 'Plazo en días' }));
    await user.type(screen.getByRole('textbox', { name: 'Plazo en días' }), '5');
    await user.type(
      screen.getByRole('combobox', { name: /Persona que aprueba el paso 1/ }),
      'Luis',
    );
    await user.click(await screen.findByRole('option', { name: /Luis Herrera/ }));
    await addQuestion(user, 'Texto corto', '¿Cuánto necesitas?');
    await user.click(screen.getByRole('button', { name: 'Crear tipo' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Préstamo',
      name_en: null,
      description: '',
      description_en: null,
      sla_days: 5,
      steps: [{ approver: 'person', user_id: LUIS.id }],
      form: {
        title: { es: 'Préstamo' },
        questions: [{ type: 'short_text', title: { es: '¿Cuánto necesitas?' } }],
      },
    });
    expect(await screen.findByText('Creaste el tipo de solicitud «Préstamo».')).toBeVisible();
  });

  it("gives a step its own deadline: checked before sending, sent, and the server's message under it", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(
      {
        'POST /org/requests/types': (request) => {
          sent.push(body(request));
          return sent.length === 1
            ? {
                status: 400,
                body: {
                  success: false,
                  code: 'invalid_input',
                  error: 'Revisa los campos.',
                  details: { fields: { 'steps.0.deadline_days': 'Plazo del paso (servidor).' } },
                },
              }
            : { status: 201, body: { success: true, data: makeAdminTypeDetail({ id: 5 }) } };
        },
        'GET /org/requests/types/5': ok(makeAdminTypeDetail({ id: 5 })),
      },
      '/admin/requests?newRequestType',
    );
    await screen.findByRole('heading', { level: 2, name: 'Nuevo tipo de solicitud' });
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Préstamo');
    await addQuestion(user, 'Texto corto', '¿Cuánto necesitas?');
    const deadline = screen.getByRole('textbox', { name: 'Plazo del paso 1 (días)' });
    await user.type(deadline, '0');
    await user.click(screen.getByRole('button', { name: 'Crear tipo' }));
    expect(await screen.findByText('El plazo del paso va de 1 a 365 días, o vacío.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(deadline);
    await user.type(deadline, '2');
    await user.click(screen.getByRole('button', { name: 'Crear tipo' }));
    expect(await screen.findByText('Plazo del paso (servidor).')).toBeVisible();
    expect(sent[0]).toMatchObject({ steps: [{ approver: 'leader', deadline_days: 2 }] });
    await user.click(screen.getByRole('button', { name: 'Crear tipo' }));
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('the chain editor: up to five steps, moved and removed, the last one kept', async () => {
    const user = userEvent.setup();
    await render({}, '/admin/requests?newRequestType');
    await screen.findByRole('heading', { level: 2, name: 'Nuevo tipo de solicitud' });
    const add = screen.getByRole('button', { name: 'Agregar paso' });
    expect(screen.getByRole('button', { name: 'Quitar el paso 1' })).toBeDisabled();
    expect(screen.getByText('1 paso de 5 posibles.')).toBeVisible();
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(stepItems()).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('Ya tiene los 5 pasos posibles.')).toBeVisible();
    // New steps are decided by any admin.
    expect(screen.getByRole('combobox', { name: 'Quién aprueba el paso 2' })).toHaveValue('admins');

    await user.click(screen.getByRole('button', { name: 'Bajar el paso 1' }));
    expect(screen.getByRole('combobox', { name: 'Quién aprueba el paso 1' })).toHaveValue('admins');
    expect(screen.getByRole('combobox', { name: 'Quién aprueba el paso 2' })).toHaveValue('leader');
    expect(screen.getByRole('button', { name: 'Subir el paso 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar el paso 5' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quitar el paso 2' }));
    expect(stepItems()).toHaveLength(4);
    expect(add).toBeEnabled();
    expect(
      stepItems().map((item) => within(item).getByRole<HTMLSelectElement>('combobox').value),
    ).toEqual(['admins', 'admins', 'admins', 'admins']);
  });

  it("edits a saved type: its chain and form load; the server's messages go under their fields", async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    await render(
      {
        'GET /org/requests/types/2': ok(makeAdminTypeDetail()),
        'PATCH /org/requests/types/2': (request) => {
          patches.push(body(request));
          return {
            status: 422,
            body: {
              success: false,
              code: 'invalid_input',
              error: 'Esa persona no es un miembro activo de la organización.',
              details: { fields: { sla_days: 'El plazo va de 1 a 365 días (servidor).' } },
            },
          };
        },
      },
      '/admin/requests?requestTypeId=2',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Días de home office' }),
    ).toBeVisible();
    expect(screen.getByText('2 solicitudes pendientes')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Días de home office');
    expect(screen.getByRole('textbox', { name: 'Plazo en días' })).toHaveValue('3');
    expect(stepItems()).toHaveLength(2);
    expect(screen.getByText(/Versión 1 del formulario/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El plazo va de 1 a 365 días (servidor).')).toBeVisible();
    expect(patches[0]).toMatchObject({
      name: 'Días de home office',
      name_en: 'Home office days',
      sla_days: 3,
      steps: [{ approver: 'leader' }, { approver: 'admins' }],
    });
  });

  it('lists every request, filtered by status, by type, or only the overdue ones', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    await render(
      {
        'GET /org/requests/types': ok([makeAdminType()]),
        'GET /org/requests': (request) => {
          asked.push(query(request).toString());
          const overdue = query(request).get('overdue') === 'true';
          return page([
            makeRequest({ overdue, due_at: SENT_AT }),
            // Past only its step's own deadline: "Vencidas" holds it too.
            ...(overdue
              ? [makeRequest({ id: 32, overdue: false, step_overdue: true, step_due_at: SENT_AT })]
              : []),
          ]);
        },
      },
      '/admin/requests?requestsTab=requests',
    );
    const table = await screen.findByRole('table', { name: 'Solicitudes' });
    const row = within(table).getByRole('row', { name: /Días de home office/ });
    expect(within(row).getByRole('link', { name: 'Días de home office' })).toHaveAttribute(
      'href',
      '/requests/31',
    );
    expect(row).toHaveTextContent('Ana Torres');
    expect(row).toHaveTextContent('Paso 1 de 2');
    expect(row).toHaveTextContent('Luis Herrera');
    // The server does not count: the last page says how many it shows.
    expect(screen.getByText('1–1 de 1')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), '2');
    await waitFor(() => expect(asked.at(-1)).toBe('type_id=2&page=1&perPage=10'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'pending');
    await waitFor(() => expect(asked.at(-1)).toBe('status=pending&type_id=2&page=1&perPage=10'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'overdue');
    await waitFor(() => expect(asked.at(-1)).toBe('overdue=true&page=1&perPage=10'));
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeDisabled();
    expect(
      screen.getByText(
        'Pendientes que pasaron el plazo del tipo o el de su paso actual, de todos los tipos, las más atrasadas primero.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Vencida')).toBeVisible();
    const stepLate = within(table).getByText('Paso vencido').closest('tr');
    expect(stepLate).toHaveAttribute('data-request', '32');
  });
});
