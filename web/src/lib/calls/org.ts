// Calls about the host's organisation: details, settings, module flags, branding and the sign-in
// methods. Read by the start-up routine, the frame, sign-in, home and the docs.
import { queryOptions } from '@tanstack/react-query';

import { getData, type RequestOptions } from '@/api/client';
import { toApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { AuthFlow, Branding, OrgSettings, Organization, Services } from '@/api/types';

/** Prefetch staleness of spec §9. */
export const ORG_SETTINGS_STALE_MS = 5 * 60 * 1000;
export const ORG_MODULES_STALE_MS = 10 * 60 * 1000;

/** GET /org. */
export const fetchOrganization = (options: RequestOptions = {}) =>
  getData<Organization>('/org', options);

export const organizationQueryOptions = () =>
  readQueryOptions(queryKeys.organization, fetchOrganization);

/** GET /org/settings. */
export const fetchOrgSettings = (options: RequestOptions = {}) =>
  getData<OrgSettings>('/org/settings', options);

/** GET /org/settings as a read (spec §8): null on 401, other failures throw. */
export async function getOrgSettings(options: RequestOptions = {}): Promise<OrgSettings | null> {
  try {
    return await fetchOrgSettings(options);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 401) return null;
    throw apiError;
  }
}

export const orgSettingsQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(queryKeys.orgSettings, fetchOrgSettings),
    staleTime: ORG_SETTINGS_STALE_MS,
  });

/** GET /org/services: the module flags. */
export const fetchOrgServices = (options: RequestOptions = {}) =>
  getData<Services>('/org/services', options);

export const orgModulesQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(queryKeys.orgModules, fetchOrgServices),
    staleTime: ORG_MODULES_STALE_MS,
  });

/** GET /org/branding (public, no token). */
export const fetchBranding = (options: RequestOptions = {}) =>
  getData<Branding>('/org/branding', { ...options, authenticated: false });

export const brandingQueryOptions = () =>
  queryOptions({
    ...readQueryOptions([...queryKeys.organization, 'branding'] as const, fetchBranding),
    staleTime: ORG_MODULES_STALE_MS,
  });

/** GET /org/auth_flow (public, no token): the sign-in methods the organisation allows. */
export const fetchAuthFlow = (options: RequestOptions = {}) =>
  getData<AuthFlow>('/org/auth_flow', { ...options, authenticated: false });

export const authFlowQueryOptions = () =>
  readQueryOptions([...queryKeys.organization, 'authFlow'] as const, fetchAuthFlow);
