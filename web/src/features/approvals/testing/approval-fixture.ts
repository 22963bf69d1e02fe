// Inbox items as the server sends them, for this feature's tests.
import type { FakeReply } from '@/testing/fake-api';

import type { ApprovalItem } from '../api/approvals';

function person(id: number, full_name: string) {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, profile_photo_url: null };
}

export const ana = person(3, 'Ana Torres');
export const carlos = person(4, 'Carlos Ruiz');

/** Ana's photo for a program action, unless `change` says otherwise. */
export function makeItem(change: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    kind: 'program_submission',
    id: 11,
    requester: ana,
    title: 'Plantar un árbol',
    detail: 'En el parque del barrio.',
    context: 'Voluntariado',
    points: 50,
    submitted_at: Date.now() - 3 * 86_400_000,
    age_hours: 72,
    attachment: {
      key: 'program-attachment/1.jpg',
      name: 'arbol.jpg',
      url: 'https://up.example/1.jpg',
    },
    link: null,
    blocked: false,
    blocked_reason: null,
    href: '/programs/7',
    due_at: null,
    overdue: false,
    ...change,
  };
}

/** GET /approvals's answer: one page with the counts per kind. */
export function inboxPage(items: ApprovalItem[], counts: Record<string, number>): FakeReply {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 25, total: items.length, counts },
    },
  };
}
