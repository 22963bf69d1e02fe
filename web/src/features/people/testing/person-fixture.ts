// People as the admins' list answers them, for the people screen's tests.
import type { FakeReply } from '@/testing/fake-api';

import type { AdminUser } from '../api/people';

/** A member of the demo organisation; `overrides` change any field. */
export function adminUser(
  id: number,
  first: string,
  last: string,
  overrides: Partial<AdminUser> = {},
): AdminUser {
  return {
    id,
    org_id: 1,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.local`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    job_position: null,
    user_type: 'employee',
    department: null,
    language: 'spanish',
    points: true,
    active: true,
    activated: true,
    birthday: null,
    admission_date: null,
    country: null,
    phone: null,
    profile_photo_url: null,
    external: false,
    leader: null,
    groups: [],
    ...overrides,
  };
}

/** A page of a list call, as the server answers it. */
export function pageReply<T>(items: T[], page = 1, perPage = 10, total = items.length): FakeReply {
  return { status: 200, body: { success: true, data: items, meta: { page, perPage, total } } };
}
