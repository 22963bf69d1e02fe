// What the goal form reads besides the goal: the departments and groups to place a goal in, and
// goals to align a new one with.
import { getData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Department = components['schemas']['DepartmentDetail'];
type Group = components['schemas']['Group'];

/** GET /departments: the active departments with their leaders. */
export const formDepartmentsQueryOptions = () =>
  readQueryOptions([...keyRoots.goals, 'form', 'departments'] as const, (options) =>
    getData<Department[]>('/departments', options),
  );

/** GET /groups: the organisation's groups. */
export const formGroupsQueryOptions = () =>
  readQueryOptions([...keyRoots.goals, 'form', 'groups'] as const, (options) =>
    getData<Group[]>('/groups', options),
  );
