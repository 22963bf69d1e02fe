// Goals as the server answers them, for the module's tests.
import type { Goal, GoalDetail } from '../api/types';

const person = (id: number, first: string, last: string) => ({
  id,
  full_name: `${first} ${last}`,
  first_name: first,
  last_name: last,
});

export const ana = person(7, 'Ana', 'Rojas');
export const luis = person(8, 'Luis', 'Soto');

export function goal(id: number, extra: Partial<Goal> = {}): Goal {
  return {
    id,
    title: `Objetivo ${id}`,
    level: 'personal',
    department: null,
    group: null,
    owner: ana,
    co_owners: [],
    category: null,
    starts_on: '2030-01-01',
    ends_on: '2030-03-31',
    metric: 'number',
    unit: 'clientes',
    currency: null,
    start_value: 0,
    target_value: 100,
    current_value: 40,
    progress: 40,
    expected: 50,
    health: 'on_track',
    status: 'active',
    weight: 50,
    visibility: 'public',
    last_checkin: null,
    parents_count: 0,
    children_count: 0,
    points: 0,
    updated_at: '2030-02-01T10:00:00Z',
    ...extra,
  };
}

export function goalDetail(id: number, extra: Partial<GoalDetail> = {}): GoalDetail {
  return {
    ...goal(id),
    description: null,
    progress_mode: 'manual',
    viewers: [],
    checklist: [],
    parents: [],
    children: [],
    hidden_children: 0,
    forecast: null,
    can: { edit: true, check_in: true, close: true, delete: false, approve: false, comment: true },
    closed: null,
    ...extra,
  };
}

/** A page envelope as the server sends it. */
export const page = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    success: true,
    data: items,
    meta: { page: 1, perPage: 20, total: items.length, ...extra },
  },
});
