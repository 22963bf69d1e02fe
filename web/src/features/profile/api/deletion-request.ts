// The signed-in person's request to delete their account: the open one, if any, and asking.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

export type DeletionRequest = components['schemas']['DeletionRequest'];
export type OwnDeletionRequest = ResponseData<'getDeletionRequest'>;
export type DeletionRequestBody = JsonBody<'requestAccountDeletion'>;

export const DELETION_REASON_MAX_LENGTH = 1000;

/** GET /user/request-delete: `{ request }`, null when none is open. */
export const fetchOwnDeletionRequest = (options: RequestOptions = {}) =>
  getData<OwnDeletionRequest>('/user/request-delete', options);

export const ownDeletionRequestQueryOptions = () =>
  readQueryOptions(keyRoots.accountDeletion, fetchOwnDeletionRequest);

/** POST /user/request-delete: the open request (asking again answers the same one). It becomes
 *  the cached one; the admins' queue reloads. */
export const requestDeletionMutation = () =>
  mutationOptions({
    mutationFn: (body: DeletionRequestBody) =>
      sendData<DeletionRequest>('POST', '/user/request-delete', body),
    onSuccess: async (request, _body, _context, { client }) => {
      client.setQueryData<OwnDeletionRequest>(keyRoots.accountDeletion, { request });
      await client.invalidateQueries({ queryKey: queryKeys.deletionRequests });
    },
  });
