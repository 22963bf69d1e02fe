// Calls about the host's organisation.
import { queryOptions } from '@tanstack/react-query';

import { apiClient, unwrap, type RequestOptions } from './client';
import { toApiError } from './errors';
import { queryKeys } from './query-keys';
import type { AuthFlow, Branding, Envelope, OrgSettings, Organization, Services } from './types';

/** Prefetch staleness of spec §9. */
export const ORG_SETTINGS_STALE_MS = 5 * 60 * 1000;
export const ORG_MODULES_STALE_MS = 10 * 60 * 1000;

export async function fetchOrganization(options: RequestOptions = {}): Promise<Organization> {
  return unwrap(await apiClient.get<Envelope<Organization>>('/org', options));
}

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.organization,
    queryFn: ({ signal }) => fetchOrganization({ signal, retry: false }),
  });

export async function fetchOrgSettings(options: RequestOptions = {}): Promise<OrgSettings> {
  return unwrap(await apiClient.get<Envelope<OrgSettings>>('/org/settings', options));
}

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
    queryKey: queryKeys.orgSettings,
    queryFn: ({ signal }) => fetchOrgSettings({ signal, retry: false }),
    staleTime: ORG_SETTINGS_STALE_MS,
  });

/** GET /org/services: the module flags. */
export async function fetchOrgServices(options: RequestOptions = {}): Promise<Services> {
  return unwrap(await apiClient.get<Envelope<Services>>('/org/services', options));
}

export const orgModulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orgModules,
    queryFn: ({ signal }) => fetchOrgServices({ signal, retry: false }),
    staleTime: ORG_MODULES_STALE_MS,
  });

/** GET /org/branding (public, no token). */
export async function fetchBranding(options: RequestOptions = {}): Promise<Branding> {
  return unwrap(
    await apiClient.get<Envelope<Branding>>('/org/branding', { ...options, authenticated: false }),
  );
}

export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.organization, 'branding'] as const,
    queryFn: ({ signal }) => fetchBranding({ signal, retry: false }),
    staleTime: ORG_MODULES_STALE_MS,
  });

/** GET /org/auth_flow (public, no token): the sign-in methods the organisation allows. */
export async function fetchAuthFlow(options: RequestOptions = {}): Promise<AuthFlow> {
  return unwrap(
    await apiClient.get<Envelope<AuthFlow>>('/org/auth_flow', { ...options, authenticated: false }),
  );
}

export const authFlowQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.organization, 'authFlow'] as const,
    queryFn: ({ signal }) => fetchAuthFlow({ signal, retry: false }),
  });
