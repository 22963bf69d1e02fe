import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AuditEntry } from '../api/audit-log';

import { AuditLogPage } from './audit-log-page';

const entries: AuditEntry[] = [
  {
    id: 3,
    seq: 3,
    created_at: new Date(2026, 2, 7, 9, 30).getTime(),
    actor: { type: 'user', id: 1, name: 'Adriana Gómez', email: 'admin@demo.local' },
    address: '203.0.113.7',
    action: 'people.update',
    target_type: 'user',
    target_id: '12',
    before: { user_type: 'employee' },
    after: { user_type: 'leader' },
  },
  {
    id: 2,
    seq: 2,
    created_at: new Date(2026, 2, 6, 8, 0).getTime(),
    actor: { type: 'api_key', id: 4, name: 'Bot', email: null },
    address: '198.51.100.2',
    action: 'recognition.send',
    target_type: 'post',
    target_id: '99',
    before: null,
    after: { total_points: 10 },
  },
  {
    id: 1,
    seq: 1,
    created_at: new Date(2026, 2, 1, 8, 0).getTime(),
    actor: { type: 'system', id: null, name: 'job:allowances', email: null },
    address: '',
    action: 'points.allowance',
    target_type: 'organization',
    target_id: '1',
    before: null,
    after: { period: '2026-03' },
  },
];

function page(items: AuditEntry[]): FakeReply {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 10, total: items.length, hasMore: false },
    },
  };
}

function serverWith() {
  const asked: URLSearchParams[] = [];
  installFakeApi({
    'GET /org/audit_log': (request: TransportRequest) => {
      const query = new URL(request.url, 'http://x').searchParams;
      asked.push(query);
      return page(query.get('action') === 'people' ? entries.slice(0, 1) : entries);
    },
  });
  return asked;
}

describe('AuditLogPage', () => {
  it('lists who did what, when, from where and what changed', async () => {
    serverWith();
    await renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Registro de auditoría' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Registro de auditoría de la organización',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Persona modificadaPersona #12',
      'Reconocimiento con puntosPublicación #99',
      'Asignación del periodoOrganización #1',
    ]);
    expect(rows[0]).toHaveTextContent('07/03/2026');
    expect(rows[0]).toHaveTextContent('Adriana Gómezadmin@demo.local');
    expect(rows[0]).toHaveTextContent('Rol:employee → leader');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Clave de API «Bot»');
    expect(rows[1]).toHaveTextContent('Puntos en total:10');
    expect(rows[2]).toHaveTextContent('Sistemajob:allowances');
    expect(document.title).toMatch(/^Registro de auditoría · /);
  });

  it('asks the server again as the filters change', async () => {
    const user = userEvent.setup();
    const asked = serverWith();
    await renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
    await screen.findByRole('table', { name: 'Registro de auditoría de la organización' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Área' }), 'Personas');
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('people'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    const table = screen.getByRole('table', { name: 'Registro de auditoría de la organización' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('offers the areas and targets every module names in its own glossary part, in order', async () => {
    serverWith();
    await renderWithProviders(<AuditLogPage />, { route: '/admin/audit' });
    await screen.findByRole('table', { name: 'Registro de auditoría de la organización' });
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent ?? '');
    const areas = options('Área').slice(1);
    // From features/surveys, features/forms and features/people: no list in the audit feature.
    expect(areas).toEqual(expect.arrayContaining(['Encuestas', 'Formularios', 'Personas']));
    expect(areas).toEqual([...areas].sort((a, b) => a.localeCompare(b, 'es')));
    expect(options('Objeto')).toEqual(expect.arrayContaining(['Encuesta', 'Persona']));
  });
});
