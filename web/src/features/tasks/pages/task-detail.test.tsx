import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fail, installFakeApi, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Task, TaskDetail as Detail } from '../api/tasks';

import { TaskDetail } from './task-detail';

const ana = { id: 7, full_name: 'Ana Díaz', first_name: 'Ana', last_name: 'Díaz' };
const task = (id: number, extra: Partial<Task> = {}): Task => ({
  id,
  title: `Tarea ${id}`,
  description: '',
  assignees: [ana],
  creator: ana,
  due_on: null,
  priority: 'normal',
  status: 'pending',
  blocked: false,
  blocked_by: [],
  depends_on: [],
  source: { kind: 'manual', id: null, label: null },
  attachments: [],
  comments_count: 0,
  proof: 'none',
  completed_at: null,
  completed_by: null,
  created_at: 0,
  updated_at: 0,
  ...extra,
});
const detail = (extra: Partial<Task> = {}): Detail => ({ ...task(5, extra), comments: [] });
const list = (items: Task[]): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 100, total: items.length } },
});

describe('TaskDetail', () => {
  it('tells a dependency cycle in words and leaves the dependencies as they were', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /tasks/5': { status: 200, body: { success: true, data: detail() } },
      'GET /tasks': list([task(5), task(6, { title: 'Firmar contrato' })]),
      'PATCH /tasks/5': fail(409, 'task_cycle', 'Ciclo'),
    });
    await renderWithProviders(<TaskDetail taskId={5} onClose={() => undefined} />);
    expect(await screen.findByText('No espera a ninguna otra tarea.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Agregar una tarea de la que depende' }));
    await user.click(await screen.findByRole('option', { name: 'Firmar contrato' }));
    expect(
      await screen.findByText('Esa tarea ya depende de esta: se formaría un ciclo.'),
    ).toBeVisible();
    expect(screen.getByText('No espera a ninguna otra tarea.')).toBeVisible();
  });

  it('offers only the moves a blocked task may make, and says where it came from', async () => {
    installFakeApi({
      'GET /tasks/5': {
        status: 200,
        body: {
          success: true,
          data: detail({
            blocked: true,
            blocked_by: [{ id: 6, title: 'Firmar contrato' }],
            depends_on: [6],
            source: { kind: 'template', id: 2, label: 'Bienvenida a nuevos ingresos' },
          }),
        },
      },
      'GET /tasks': list([]),
    });
    await renderWithProviders(<TaskDetail taskId={5} onClose={() => undefined} />);
    expect(
      await screen.findByText('Creada por la plantilla «Bienvenida a nuevos ingresos»'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Bloqueada por «Firmar contrato»');
    expect(screen.getByRole('button', { name: 'Completar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Omitir' })).toBeEnabled();
  });
});
