import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Task } from '../api/tasks';
import { addDays, localDay } from '../lib/days';

import { MyTasksCard } from './my-tasks-card';

const ana = { id: 7, full_name: 'Ana Díaz', first_name: 'Ana', last_name: 'Díaz' };
const task = (id: number, due_on: string, extra: Partial<Task> = {}): Task => ({
  id,
  title: `Tarea ${id}`,
  description: '',
  assignees: [ana],
  creator: ana,
  due_on,
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
const page = (items: Task[]): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 5, total: items.length } },
});

describe('MyTasksCard', () => {
  it('shows the overdue tasks first, then today, at most five, and completes one from the card', async () => {
    const user = userEvent.setup();
    const today = localDay();
    const patched: number[] = [];
    installFakeApi({
      'GET /tasks': (request) => {
        const view = new URL(request.url, 'http://x').searchParams.get('view');
        return view === 'overdue'
          ? page([task(1, addDays(today, -2)), task(2, addDays(today, -1))])
          : page([2, 3, 4, 5, 6].map((id) => task(id + 10, today)));
      },
      'PATCH /tasks/1': () => {
        patched.push(1);
        return ok(task(1, addDays(today, -2), { status: 'done' }));
      },
    });
    await renderWithProviders(<MyTasksCard />);
    const list = await screen.findByRole('list', { name: 'Tareas vencidas y de hoy' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      'Tarea 1',
      'Tarea 2',
      'Tarea 12',
      'Tarea 13',
      'Tarea 14',
    ]);
    expect(within(rows[0]!).getByText('Venció hace 2 días')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/tasks');
    await user.click(within(rows[0]!).getByRole('checkbox', { name: 'Completar «Tarea 1»' }));
    await waitFor(() => expect(patched).toEqual([1]));
  });
});
