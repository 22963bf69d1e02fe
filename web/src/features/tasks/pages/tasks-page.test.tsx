import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { publishLiveEvent } from '@/lib/live/live-bus';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { Task } from '../api/tasks';
import { addDays, localDay } from '../lib/days';

import { TasksPage } from './tasks-page';

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  first_name: full_name.split(' ')[0] ?? '',
  last_name: full_name.split(' ')[1] ?? '',
});
const ana = person(7, 'Ana Díaz');

const task = (id: number, extra: Partial<Task> = {}): Task => ({
  id,
  title: `Tarea ${id}`,
  description: '',
  assignees: [ana],
  creator: ana,
  due_on: localDay(),
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

const page = (
  items: Task[],
  counts = { today: items.length, overdue: 1, upcoming: 0 },
): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 20, total: items.length, counts } },
});

type Lists = {
  mine: () => Task[];
  team?: FakeReply;
  patch?: (request: TransportRequest) => FakeReply | Promise<FakeReply>;
};

function server({ mine, team = fail(403, 'not_a_leader', 'No lideras un equipo'), patch }: Lists) {
  const asked: string[] = [];
  installFakeApi({
    'GET /tasks': (request) => {
      const params = new URL(request.url, 'http://x').searchParams;
      asked.push(`${params.get('view')}:${params.get('assignee')}`);
      if (params.get('assignee') === 'team') return team;
      return page(mine());
    },
    ...(patch ? { 'PATCH /tasks/1': patch } : {}),
  });
  return asked;
}

const open = (route = '/tasks') => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Ana Díaz' } as User);
  return renderWithProviders(
    <Routes>
      <Route path="/tasks" element={<TasksPage />} />
    </Routes>,
    { route },
  );
};

const row = async (id: number) => screen.findByTestId(`task-${id}`);

describe('TasksPage', () => {
  it("shows today's tasks with their due date, priority, source and what blocks them, and the tabs' counts", async () => {
    const asked = server({
      mine: () => [
        task(1, { priority: 'urgent' }),
        task(2, {
          due_on: addDays(localDay(), 1),
          blocked: true,
          blocked_by: [{ id: 1, title: 'Tarea 1' }],
          source: { kind: 'template', id: 3, label: 'Bienvenida' },
        }),
      ],
    });
    await open();
    const first = await row(1);
    expect(within(first).getByText('Vence hoy')).toBeVisible();
    expect(within(first).getByText('Urgente')).toBeVisible();
    expect(within(first).getByText('Manual')).toBeVisible();
    const second = await row(2);
    expect(within(second).getByText('Vence mañana')).toBeVisible();
    expect(within(second).getByText('Bloqueada por «Tarea 1»')).toBeVisible();
    expect(within(second).getByText('Plantilla «Bienvenida»')).toBeVisible();
    // Blocked: its checkbox cannot be ticked.
    expect(within(second).getByRole('checkbox', { name: 'Completar «Tarea 2»' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Hoy/ })).toHaveTextContent('2');
    expect(screen.getByRole('tab', { name: /Vencidas/ })).toHaveTextContent('1');
    expect(asked).toContain('today:me');
    // Not a leader (403 not_a_leader): no team view.
    await waitFor(() => expect(asked).toContain('today:team'));
    expect(screen.queryByRole('button', { name: 'Mi equipo' })).not.toBeInTheDocument();
  });

  it('offers the team view to leaders, asking for their team', async () => {
    const user = userEvent.setup();
    const asked = server({ mine: () => [task(1)], team: page([task(9, { title: 'De Bruno' })]) });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Mi equipo' }));
    expect(await screen.findByText('De Bruno')).toBeVisible();
    expect(asked.filter((entry) => entry === 'today:team').length).toBeGreaterThan(0);
    // The quick add is for the person's own tasks.
    expect(screen.queryByLabelText(/Nueva tarea/)).not.toBeInTheDocument();
  });

  it('completes a task at once and puts it back with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: (reply: FakeReply) => void = () => undefined;
    server({
      mine: () => [task(1), task(2)],
      patch: () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    await open();
    const box = within(await row(1)).getByRole('checkbox', { name: 'Completar «Tarea 1»' });
    await user.click(box);
    // Ticked before the server answers.
    await waitFor(() => expect(box).toBeChecked());
    answer(fail(422, 'proof_required', 'Adjunta la prueba'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar «Tarea 1»: Para completarla hay que adjuntar un archivo como prueba.',
    );
    expect(
      within(await row(1)).getByRole('checkbox', { name: 'Completar «Tarea 1»' }),
    ).not.toBeChecked();
  });

  it('keeps the task done when the server agrees', async () => {
    const user = userEvent.setup();
    let done = false;
    server({
      mine: () => [task(1, done ? { status: 'done' } : {})],
      patch: (request) => {
        done = true;
        expect(JSON.parse(request.body as string)).toEqual({ status: 'done' });
        return ok(task(1, { status: 'done' }));
      },
    });
    await open();
    await user.click(within(await row(1)).getByRole('checkbox', { name: 'Completar «Tarea 1»' }));
    expect(
      await within(await row(1)).findByRole('checkbox', { name: 'Reabrir «Tarea 1»' }),
    ).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appends a task assigned live and highlights it for a moment', async () => {
    let items = [task(1), task(2)];
    server({ mine: () => items });
    await open();
    await row(2);
    expect(screen.queryByTestId('task-3')).not.toBeInTheDocument();
    items = [...items, task(3, { title: 'Recién asignada' })];
    publishLiveEvent(`tasks.appended`, {});
    expect(await row(3)).toHaveTextContent('Recién asignada');
    // The row shows first; the highlight follows in the effect that compares the ids.
    await waitFor(() =>
      expect(screen.getByTestId('task-3')).toHaveAttribute('data-highlight', 'true'),
    );
    expect(await row(1)).not.toHaveAttribute('data-highlight');
  });
});
