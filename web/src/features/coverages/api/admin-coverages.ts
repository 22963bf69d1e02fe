// Coverages in the console (api/modules/coverages.yaml, admins): every policy, one policy,
// creating and saving one (its coverage table, audience and documents; new documents uploaded
// first as comm-attachment), a policy's dependants and their CSV for the insurer.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getBlob, getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { uploadFile } from '@/lib/uploads/presigned-upload';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type CoveragePolicyAdmin = Schemas['CoveragePolicyAdmin'];
export type CoveragePolicyInput = Schemas['CoveragePolicyInput'];
export type CoverageRowInput = Schemas['CoverageRowInput'];
export type CoveragePolicyStatus = Schemas['CoveragePolicyStatus'];
export type CoveragePolicyDependant = Schemas['CoveragePolicyDependant'];

/** The contract's limits (coverages.yaml). */
export const POLICY_LIMITS = {
  nameMax: 120,
  numberMax: 60,
  instructionsMax: 4000,
  phoneMax: 40,
  emailMax: 200,
  linkMax: 500,
  serviceMax: 120,
  notesMax: 300,
  rowsMax: 60,
  documentsMax: 10,
} as const;

const ADMIN = keyRoots.coveragesAdmin;

export const adminCoveragesKeys = {
  list: () => [...ADMIN, 'list'] as const,
  one: (id: number) => [...ADMIN, 'one', id] as const,
  dependants: (id: number) => [...ADMIN, 'dependants', id] as const,
};

const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ADMIN }),
    client.invalidateQueries({ queryKey: keyRoots.coverages }),
  ]);

/** GET /org/coverages/policies: every policy, published first. */
export const adminPoliciesQueryOptions = () =>
  readQueryOptions(adminCoveragesKeys.list(), (options) =>
    getData<CoveragePolicyAdmin[]>('/org/coverages/policies', options),
  );

/** GET /org/coverages/policies/{id}: one policy. */
export const adminPolicyQueryOptions = (id: number) =>
  readQueryOptions(adminCoveragesKeys.one(id), (options) =>
    getData<CoveragePolicyAdmin>(`/org/coverages/policies/${id}`, options),
  );

/** GET /org/coverages/policies/{id}/dependants: the dependants of everyone it covers. */
export const policyDependantsQueryOptions = (id: number) =>
  readQueryOptions(adminCoveragesKeys.dependants(id), (options) =>
    getData<CoveragePolicyDependant[]>(`/org/coverages/policies/${id}/dependants`, options),
  );

/** What the editor saves: the policy (documents kept by key) and new files to attach. */
export type PolicySave = { input: CoveragePolicyInput; files: File[] };

/** POST /org/coverages/policies (new) or PUT /org/coverages/policies/{id}; new files are uploaded
 *  first and sent by their keys. */
export const savePolicyMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: async ({ input, files }: PolicySave) => {
      const keys: string[] = [];
      for (const file of files) keys.push(await uploadFile('comm-attachment', file));
      const body: CoveragePolicyInput = {
        ...input,
        documents: [...(input.documents ?? []), ...keys],
      };
      return id === null
        ? sendData<CoveragePolicyAdmin>('POST', '/org/coverages/policies', body)
        : sendData<CoveragePolicyAdmin>('PUT', `/org/coverages/policies/${id}`, body);
    },
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminCoveragesKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** GET /org/coverages/policies/{id}/dependants.csv: the file for the insurer. */
export const exportDependantsMutation = (id: number) =>
  mutationOptions({
    mutationFn: () =>
      getBlob(`/org/coverages/policies/${id}/dependants.csv`, {
        headers: { Accept: 'text/csv' },
      }),
  });

/** The file the export is saved as. */
export const exportFileName = (id: number) => `cargas-poliza-${id}.csv`;
