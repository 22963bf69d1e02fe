import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { CommunicationGroup } from '../api/groups';
import { makeAdminCommunication, makePoll, page } from '../testing/communication-fixture';

import { CommunicationsAdminPage } from './communications-admin-page';

function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

const person = (id: number, full_name: string) => {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, email: `${first_name.toLowerCase()}@demo.local` };
};
const ana = person(3, 'Ana Torres');
const carlos = person(4, 'Carlos Ruiz');

const sentToTech = makeAdminCommunication({
  id: 8,
  title: 'Nueva política de teletrabajo',
  audience: 'department',
  audience_id: 3,
  audience_name: 'Tecnología',
  pinned: true,
  email: true,
  whatsapp: true,
  newsfeed: true,
  acknowledge: true,
  poll: makePoll(),
  stats: {
    recipients: 6,
    read: 4,
    acknowledged: 2,
    emailed: 6,
    whatsapp_queued: 4,
    delivered: true,
  },
});
const delivering = makeAdminCommunication({
  id: 9,
  title: 'Mantenimiento del sistema',
  created_at: new Date(2026, 2, 7).getTime(),
  stats: {
    recipients: 3,
    read: 0,
    acknowledged: 0,
    emailed: 3,
    whatsapp_queued: 0,
    delivered: false,
  },
});

const recipients = [
  {
    person: ana,
    read_at: new Date(2026, 2, 5).getTime(),
    acknowledged_at: new Date(2026, 2, 6).getTime(),
    voted: true,
    email_status: 'sent',
    whatsapp_status: 'read',
  },
  {
    person: carlos,
    read_at: null,
    acknowledged_at: null,
    voted: false,
    email_status: 'failed',
    whatsapp_status: null,
  },
];

function renderPage(route = '/admin/communications', lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <CommunicationsAdminPage />
      <ToastHost />
    </>,
    { route, lng },
  );
}

function serverWith(extra: FakeRoutes = {}) {
  const states: (string | null)[] = [];
  const seen = installFakeApi({
    'GET /admin/communications': page([delivering, sentToTech]),
    'GET /admin/communications/8/recipients': (request) => {
      const state = query(request).get('state');
      states.push(state);
      const rows =
        state === 'unread'
          ? recipients.filter((row) => row.read_at === null)
          : state === 'acknowledged'
            ? recipients.filter((row) => row.acknowledged_at !== null)
            : recipients;
      return page(rows);
    },
    ...extra,
  });
  return { seen, states };
}

afterEach(() => {
  useAppStore.getState().setCreatedCommunicationGroup(null);
});

describe('CommunicationsAdminPage', () => {
  it('lists every communication with its audience, channels, delivery and counts', async () => {
    serverWith();
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Comunicados' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Comunicados enviados' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const tech = rows[1]!;
    expect(within(tech).getByRole('rowheader')).toHaveTextContent('Nueva política de teletrabajo');
    const cells = within(tech)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Departamento: Tecnología',
      'FijarCorreoWhatsAppMuro de noticias',
      '05/03/2026',
      '6 destinatarios6 por correo4 por WhatsApp',
      '4',
      '2',
    ]);
    expect(
      within(tech).getByRole('switch', { name: 'Fijar «Nueva política de teletrabajo»' }),
    ).toBeChecked();
    const other = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(other.slice(0, 6)).toEqual([
      'Toda la organización',
      'Correo',
      '07/03/2026',
      'Entregando… 33 por correo',
      '0',
      'No se pidió',
    ]);
  });

  it('pins and unpins a communication at once', async () => {
    const user = userEvent.setup();
    const pins: unknown[] = [];
    serverWith({
      'POST /communication/8/pin': (request) => {
        pins.push(bodyOf(request));
        return ok({ ...sentToTech, pinned: false });
      },
    });
    await renderPage();
    const pin = await screen.findByRole('switch', {
      name: 'Fijar «Nueva política de teletrabajo»',
    });
    await user.click(pin);
    expect(
      await screen.findByText('«Nueva política de teletrabajo» ya no está fijado.'),
    ).toBeInTheDocument();
    expect(pins).toEqual([{ pin: false }]);
  });

  it('reports who read, confirmed and voted and how their mail and WhatsApp went, by state', async () => {
    const user = userEvent.setup();
    const { states } = serverWith();
    await renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Informe de «Nueva política de teletrabajo»' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Informe: Nueva política de teletrabajo',
    });
    const table = await within(dialog).findByRole('table', {
      name: 'Destinatarios de «Nueva política de teletrabajo»',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Persona', 'Lectura', 'Confirmación', 'Encuesta', 'Correo', 'WhatsApp']);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana Torres05/03/202606/03/2026VotóEnviadoLeído',
      'Carlos RuizSin leerSin confirmarNo votóNo se pudo enviar—',
    ]);
    expect(within(dialog).getByText('Destinatarios').nextSibling).toHaveTextContent('6');
    expect(within(dialog).getByText('Correos').nextSibling).toHaveTextContent('6');
    expect(within(dialog).getByText('Mensajes de WhatsApp').nextSibling).toHaveTextContent('4');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado' }), 'unread');
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('table'))
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['Carlos RuizSin leerSin confirmarNo votóNo se pudo enviar—']),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado' }),
      'acknowledged',
    );
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('table'))
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['Ana Torres05/03/202606/03/2026VotóEnviadoLeído']),
    );
    expect(states).toEqual(['all', 'unread', 'acknowledged']);
  });

  it.each([
    {
      lng: 'es' as const,
      report: 'Informe de «Nueva política de teletrabajo»',
      words: [
        'En cola',
        'Enviando',
        'Aceptado',
        'Enviado',
        'Entregado',
        'Leído',
        'Falló',
        'Interrumpido',
        '—',
      ],
    },
    {
      lng: 'en' as const,
      report: 'Report of “Nueva política de teletrabajo”',
      words: [
        'Queued',
        'Sending',
        'Accepted',
        'Sent',
        'Delivered',
        'Read',
        'Failed',
        'Interrupted',
        '—',
      ],
    },
  ])('says where each WhatsApp message stands in words ($lng)', async ({ lng, report, words }) => {
    const user = userEvent.setup();
    const statuses = [
      'pending',
      'sending',
      'accepted',
      'sent',
      'delivered',
      'read',
      'failed',
      'interrupted',
      null,
    ];
    serverWith({
      'GET /admin/communications/8/recipients': page(
        statuses.map((status, index) => ({
          ...recipients[1]!,
          person: person(20 + index, `Persona ${index}`),
          whatsapp_status: status,
        })),
      ),
    });
    await renderPage('/admin/communications', lng);
    await user.click(await screen.findByRole('button', { name: report }));
    const table = await within(await screen.findByRole('dialog')).findByRole('table');
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('WhatsApp');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual(words);
  });

  it('says so when nothing has been sent yet, in English too', async () => {
    installFakeApi({ 'GET /admin/communications': page([]) });
    await renderPage('/admin/communications', 'en');
    expect(await screen.findByText('No communications yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New communication' }).length).toBeGreaterThan(0);
  });

  it('manages the groups in their tab: creates one (kept for the compose form) and deletes one', async () => {
    const user = userEvent.setup();
    let groups: CommunicationGroup[] = [
      {
        id: 4,
        name: 'Comité de eventos',
        members_count: 3,
        created_at: new Date(2026, 1, 2).getTime(),
      },
    ];
    const created: unknown[] = [];
    installFakeApi({
      'GET /communication/groups': () => ok(groups),
      'POST /user/search': page([ana, carlos]),
      'POST /communication/group': (request) => {
        created.push(bodyOf(request));
        const group = {
          id: 5,
          name: 'Brigada',
          members_count: 1,
          created_at: Date.now(),
          members: [ana],
        };
        groups = [groups[0]!, group];
        return { status: 201, body: { success: true, data: group } };
      },
      'DELETE /communication/group/4': () => {
        groups = groups.filter((group) => group.id !== 4);
        return ok({ id: 4 });
      },
    });
    await renderPage('/admin/communications?tab=groups');
    expect(screen.getByRole('tab', { name: 'Grupos' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Grupos de comunicación' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Comité de eventos302/02/2026');

    await user.click(screen.getAllByRole('button', { name: 'Nuevo grupo' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo de comunicación' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Brigada');
    await user.type(within(dialog).getByRole('combobox', { name: 'Personas' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: /Ana Torres/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Creaste el grupo «Brigada».')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Brigada', member_ids: [3] }]);
    expect(useAppStore.getState().createdCommunicationGroup).toEqual({ id: 5, name: 'Brigada' });

    await user.click(await screen.findByRole('button', { name: 'Eliminar Comité de eventos' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar el grupo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Eliminaste el grupo «Comité de eventos».')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Comité de eventos')).toBeNull());
  });
});
