// Admin calls about the organisation's hosts: each one's GA4 property (issue 34, ADR 0085). The
// running page keeps the property it started with; pages on a changed host use the new one from
// their next load.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody } from '@/api/types';

import { keyRoots } from './query-keys';

export type OrgHost = components['schemas']['OrgHost'];
export type HostAnalyticsChange = JsonBody<'setOrgHostAnalytics'>;

/** GET /org/hosts (admins): the primary host first. */
export const fetchOrgHosts = (options: RequestOptions = {}) =>
  getData<OrgHost[]>('/org/hosts', options);

export const orgHostsQueryOptions = () => readQueryOptions(keyRoots.orgHosts, fetchOrgHosts);

/** PATCH /org/hosts: sets (or clears, with null) one host's measurement id; the server trims
 *  and upper-cases it. 400 naming `analytics_id` (not G- and 4 to 20 letters or digits) or
 *  `host`; 404 `host_not_found`. The answer, every host after the change, becomes the cached
 *  list. */
export const setHostAnalyticsMutation = () =>
  mutationOptions({
    mutationFn: (change: HostAnalyticsChange) => sendData<OrgHost[]>('PATCH', '/org/hosts', change),
    onSuccess: (hosts, _change, _context, { client }) => {
      client.setQueryData(keyRoots.orgHosts, hosts);
    },
  });
