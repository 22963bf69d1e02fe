// Coverages (api/modules/coverages.yaml), what a person sees: the published policies that cover
// them (coverage table, claim instructions, contact, documents) and their dependants, each
// addition, change or removal waiting for HR's approval (with an Idempotency-Key to add one).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type CoveragePolicy = Schemas['CoveragePolicy'];
export type CoverageRow = Schemas['CoverageRow'];
export type CoverageKind = Schemas['CoverageKind'];
export type CoverageDependant = Schemas['CoverageDependant'];
export type CoverageDependantInput = Schemas['CoverageDependantInput'];
export type CoverageRelationship = Schemas['CoverageRelationship'];

export const COVERAGE_KINDS: readonly CoverageKind[] = [
  'medical_major',
  'medical_minor',
  'dental',
  'life',
  'vision',
  'other',
];
export const RELATIONSHIPS: readonly CoverageRelationship[] = [
  'spouse',
  'partner',
  'child',
  'parent',
  'other',
];

/** The contract's limits on a dependant, in characters (coverages.yaml). */
export const DEPENDANT_LIMITS = { nameMax: 120, nationalIdMax: 30 } as const;

const ROOT = keyRoots.coverages;

export const coveragesKeys = {
  policies: () => [...ROOT, 'policies'] as const,
  dependants: () => [...ROOT, 'dependants'] as const,
};

const refreshDependants = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: coveragesKeys.dependants() });

/** GET /coverages/policies: the published policies that cover me. */
export const myPoliciesQueryOptions = () =>
  readQueryOptions(coveragesKeys.policies(), (options) =>
    getData<CoveragePolicy[]>('/coverages/policies', options),
  );

/** GET /coverages/dependants: my dependants with the change waiting for HR. */
export const myDependantsQueryOptions = () =>
  readQueryOptions(coveragesKeys.dependants(), (options) =>
    getData<CoverageDependant[]>('/coverages/dependants', options),
  );

/** POST /coverages/dependants with the attempt's Idempotency-Key (never retried): the new
 *  dependant, waiting for HR. 422 too_many_dependants. */
export const addDependantMutation = () =>
  mutationOptions({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: CoverageDependantInput;
      idempotencyKey: string;
    }) =>
      sendData<CoverageDependant>('POST', '/coverages/dependants', input, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSettled: (_data, _error, _input, _result, { client }) => refreshDependants(client),
  });

/** PATCH /coverages/dependants/{id}: new fields proposed, applied once HR approves. 409
 *  change_pending while another change waits. */
export const editDependantMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ input }: { input: CoverageDependantInput }) =>
      sendData<CoverageDependant>('PATCH', `/coverages/dependants/${id}`, input),
    onSettled: (_data, _error, _input, _result, { client }) => refreshDependants(client),
  });

export type RemovedDependant = { removed: boolean; dependant: CoverageDependant | null };

/** DELETE /coverages/dependants/{id}: gone at once when never approved, else the removal waits
 *  for HR. */
export const removeDependantMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<RemovedDependant>('DELETE', `/coverages/dependants/${id}`),
    onSettled: (_data, _error, _input, _result, { client }) => refreshDependants(client),
  });
