// Requests in the console (api/modules/requests.yaml, admins): every type with its pending
// requests, one with its form, creating and changing one (a new form is the form's next version;
// archiving hides it from people) and every request, filtered by status, by type or only the
// overdue ones, paged.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { FormDefinition } from '@/lib/forms/types';

import { keyRoots } from './query-keys';
import {
  refreshRequests,
  type RequestForm,
  type RequestItem,
  type RequestStatus,
} from './requests';

type Schemas = components['schemas'];

export type AdminRequestType = Schemas['AdminRequestType'];
export type AdminRequestTypeDetail = Omit<Schemas['AdminRequestTypeDetail'], 'form'> & {
  form: RequestForm;
};
export type RequestTypeStatus = AdminRequestType['status'];
export type RequestStepInput = Schemas['RequestStepInput'];
/** A form as sent: a new type's form has no id yet (the server makes one up). */
export type FormInput = Omit<FormDefinition, 'form_id'> & { form_id?: string };
/** A type as sent (status: active by default). */
export type RequestTypeInput = Omit<Schemas['RequestTypeInput'], 'form' | 'status'> & {
  form: FormInput;
  status?: RequestTypeStatus;
};
export type RequestTypePatch = Omit<Schemas['RequestTypePatch'], 'form'> & { form?: FormInput };

/** The contract's limits. */
export const TYPE_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  slaMin: 1,
  slaMax: 365,
  stepsMax: 5,
  /** The people of a parallel step. */
  parallelMin: 2,
  parallelMax: 10,
} as const;

export const ADMIN_REQUESTS_PAGE_SIZE = 10;

const ADMIN = keyRoots.requestsAdmin;

/** The console's filter of every request: a status, or only the overdue ones (of any type). */
export type AdminFilter = { status: RequestStatus | 'overdue' | null; typeId: number | null };

export const adminRequestsKeys = {
  types: () => [...ADMIN, 'types'] as const,
  type: (id: number) => [...ADMIN, 'type', id] as const,
  requests: (filter: AdminFilter, page: number, perPage: number) =>
    [...ADMIN, 'requests', filter, page, perPage] as const,
};

/** GET /org/requests/types: every type (active ones first, by name) with its pending requests. */
export const adminTypesQueryOptions = () =>
  readQueryOptions(adminRequestsKeys.types(), (options) =>
    getData<AdminRequestType[]>('/org/requests/types', options),
  );

/** GET /org/requests/types/{id}: a type with its form's latest version. */
export const adminTypeQueryOptions = (id: number) =>
  readQueryOptions(adminRequestsKeys.type(id), (options) =>
    getData<AdminRequestTypeDetail>(`/org/requests/types/${id}`, options),
  );

/** POST /org/requests/types (a new type) or PATCH /org/requests/types/{id} (a change). 422
 *  invalid_input names the type's fields (name, sla_days, steps.<n>.user_id...), 422
 *  invalid_form the form's (questions[<n>].title...). */
export const saveTypeMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (input: RequestTypeInput) =>
      id === null
        ? sendData<AdminRequestTypeDetail>('POST', '/org/requests/types', input)
        : sendData<AdminRequestTypeDetail>(
            'PATCH',
            `/org/requests/types/${id}`,
            input satisfies RequestTypePatch,
          ),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminRequestsKeys.type(saved.id), saved);
      await refreshRequests(client);
    },
  });

/** PATCH /org/requests/types/{id} {status}: archived (people no longer see it; requests made
 *  go on) or active again. */
export const setTypeStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ id, status }: { id: number; status: RequestTypeStatus }) =>
      sendData<AdminRequestTypeDetail>('PATCH', `/org/requests/types/${id}`, {
        status,
      } satisfies RequestTypePatch),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminRequestsKeys.type(saved.id), saved);
      await refreshRequests(client);
    },
  });

/** GET /org/requests?status&type_id&overdue&page&perPage: every request, newest first (the
 *  overdue ones: the most overdue first, whatever their type). */
export const adminRequestsQueryOptions = (filter: AdminFilter, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminRequestsKeys.requests(filter, page, perPage), (options) =>
      getPage<RequestItem>('/org/requests', {
        ...options,
        params:
          filter.status === 'overdue'
            ? { overdue: true, page: page + 1, perPage }
            : {
                status: filter.status ?? undefined,
                type_id: filter.typeId ?? undefined,
                page: page + 1,
                perPage,
              },
      }),
    ),
    placeholderData: keepPreviousData,
  });
