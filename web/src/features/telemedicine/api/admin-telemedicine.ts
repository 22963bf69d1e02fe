// Telemedicine in the console (api/modules/telemedicine.yaml, admins): every provider, one
// provider, creating and changing one (publishing, back to draft and archiving are status
// changes), and the usage: clicks per provider per closed week, each cell decided by the privacy
// engine (shown from k up, never a zero for a hidden one).
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { uploadFile } from '@/lib/uploads/presigned-upload';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type TelemedicineProviderAdmin = Schemas['TelemedicineProviderAdmin'];
export type TelemedicineProviderInput = Schemas['TelemedicineProviderInput'];
export type TelemedicineProviderEdit = Schemas['TelemedicineProviderEdit'];
export type TelemedicineStatus = Schemas['TelemedicineStatus'];
export type TelemedicineEligibility = Schemas['TelemedicineEligibility'];
export type TelemedicineUsage = Schemas['TelemedicineUsage'];
export type TelemedicineUsageCell = Schemas['TelemedicineUsageCell'];
export type TelemedicineUsageState = Schemas['TelemedicineUsageState'];

/** The contract's limits, in characters (telemedicine.yaml). */
export const PROVIDER_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  linkMax: 500,
  codeMax: 80,
  phoneMax: 40,
  hoursMax: 300,
  languagesMax: 10,
  positionMax: 10_000,
} as const;

const ADMIN = keyRoots.telemedicineAdmin;

export type UsageRange = { from: string | null; to: string | null };

export const adminTelemedicineKeys = {
  list: () => [...ADMIN, 'list'] as const,
  one: (id: number) => [...ADMIN, 'one', id] as const,
  usage: (range: UsageRange) => [...ADMIN, 'usage', range] as const,
};

/** What people see and the console's lists reload after a change. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ADMIN }),
    client.invalidateQueries({ queryKey: keyRoots.telemedicine }),
  ]);

/** GET /org/telemedicine: every provider, in the members' order. */
export const adminProvidersQueryOptions = () =>
  readQueryOptions(adminTelemedicineKeys.list(), (options) =>
    getData<TelemedicineProviderAdmin[]>('/org/telemedicine', options),
  );

/** GET /org/telemedicine/{id}: one provider. */
export const adminProviderQueryOptions = (id: number) =>
  readQueryOptions(adminTelemedicineKeys.one(id), (options) =>
    getData<TelemedicineProviderAdmin>(`/org/telemedicine/${id}`, options),
  );

/** What the form saves: the provider, and a logo chosen to replace its own (uploaded first as a
 *  corp-benef-image, its key sent as logo_key). */
export type ProviderSave = { input: TelemedicineProviderInput; logo: File | null };

/** POST /org/telemedicine (new) or PATCH /org/telemedicine/{id}. */
export const saveProviderMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: async ({ input, logo }: ProviderSave) => {
      const body: TelemedicineProviderInput = logo
        ? { ...input, logo_key: await uploadFile('corp-benef-image', logo) }
        : input;
      return id === null
        ? sendData<TelemedicineProviderAdmin>('POST', '/org/telemedicine', body)
        : sendData<TelemedicineProviderAdmin>(
            'PATCH',
            `/org/telemedicine/${id}`,
            body satisfies TelemedicineProviderEdit,
          );
    },
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminTelemedicineKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** PATCH /org/telemedicine/{id} {status}: publish, back to draft or archive. */
export const setProviderStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ id, status }: { id: number; status: TelemedicineStatus }) =>
      sendData<TelemedicineProviderAdmin>('PATCH', `/org/telemedicine/${id}`, {
        status,
      } satisfies TelemedicineProviderEdit),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** GET /org/telemedicine/usage?from&to: clicks per provider per closed week (the last 12 when no
 *  range is given). */
export const usageQueryOptions = (range: UsageRange) =>
  queryOptions({
    ...readQueryOptions(adminTelemedicineKeys.usage(range), (options) =>
      getData<TelemedicineUsage>('/org/telemedicine/usage', {
        ...options,
        params: { from: range.from ?? undefined, to: range.to ?? undefined },
      }),
    ),
    placeholderData: keepPreviousData,
  });
