// The lists an audience is chosen from (programs, challenges, surveys, events): the active
// departments (any member may read them: owners and organisers pick audiences too) and the
// communication groups (admins only; a picker hides them when the call is refused). Kept under
// the directory's and communications' keys, so a change there reloads every picker.
import { getData } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';

export type NamedOption = { id: number; name: string };

/** GET /departments: the active departments by name. */
export const audienceDepartmentsQueryOptions = () =>
  readQueryOptions([...queryKeys.departments, 'audience'] as const, (options) =>
    getData<NamedOption[]>('/departments', options),
  );

/** GET /communication/groups (admins): the groups by name. */
export const audienceGroupsQueryOptions = () => ({
  ...readQueryOptions([...queryKeys.communications, 'groups', 'audience'] as const, (options) =>
    getData<NamedOption[]>('/communication/groups', options),
  ),
  retry: false,
});
