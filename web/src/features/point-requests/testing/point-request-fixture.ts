// Point requests as the server sends them, for this feature's tests.
import type { TransportRequest } from '@/api/client';
import type { FakeReply } from '@/testing/fake-api';

import type { PointRequest } from '../api/point-requests';

function person(id: number, full_name: string) {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, profile_photo_url: null };
}

export const ana = person(3, 'Ana Torres');
export const carlos = person(4, 'Carlos Ruiz');
export const luis = person(2, 'Luis Herrera');

/** A pending request of Ana's, unless `change` says otherwise. */
export function makePointRequest(change: Partial<PointRequest> = {}): PointRequest {
  return {
    id: 1,
    requester: ana,
    amount: 500,
    reason: 'Cubrí el turno de soporte del fin de semana.',
    attachment: null,
    status: 'pending',
    note: null,
    decided_by: null,
    decided_at: null,
    created_at: new Date(2026, 2, 5, 9, 30).getTime(),
    ...change,
  };
}

/** Approved by Luis with a note. */
export const approved = makePointRequest({
  id: 2,
  amount: 1200,
  reason: 'Migré la base de datos sin cortes.',
  status: 'approved',
  note: '¡Gran trabajo!',
  decided_by: luis,
  decided_at: new Date(2026, 1, 20, 12).getTime(),
  created_at: new Date(2026, 1, 18, 8).getTime(),
});

/** Rejected by Luis with its reason. */
export const rejected = makePointRequest({
  id: 3,
  amount: 300,
  reason: 'Organicé la reunión de equipo.',
  status: 'rejected',
  note: 'Ya se reconoció en el muro.',
  decided_by: luis,
  decided_at: new Date(2026, 1, 10, 12).getTime(),
  created_at: new Date(2026, 1, 9, 8).getTime(),
});

/** The query string of a call. */
export function query(request: TransportRequest): URLSearchParams {
  return new URL(request.url, 'http://localhost').searchParams;
}

/** A list call's answer: one page of `items`. */
export function page<T>(
  items: T[],
  meta: Partial<{ page: number; perPage: number; total: number; hasMore: boolean }> = {},
): FakeReply {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 10, total: items.length, hasMore: false, ...meta },
    },
  };
}
