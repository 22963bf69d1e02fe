// The console's side of NOM-035 (api/modules/psychosocial.yaml, /org/psychosocial/...): the
// applications per centro de trabajo (draft → open → closed), their roster and sample, results
// through the privacy engine, the intervention measures (tasks), the dossier PDF, the
// occupational-health staff and the guides as shipped. Every write answers with the application,
// which becomes the cached detail; the list reloads.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { apiClient, getBlob, getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { PersonRef } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PsyApplication = Schemas['PsyApplication'];
export type PsyApplicationDetail = Schemas['PsyApplicationDetail'];
export type PsyApplicationInput = Schemas['PsyApplicationInput'];
export type PsyRosterEntry = Schemas['PsyRosterEntry'];
export type PsyGender = Schemas['PsyGender'];
export type PsyGuides = Schemas['PsyGuides'];
export type PsyResults = Schemas['PsyResults'];
export type PsyResultCell = Schemas['PsyResultCell'];
export type PsyScore = Schemas['PsyScore'];
export type PsyMeasure = Schemas['PsyMeasure'];
export type PsyCategory = Schemas['PsyCategory'];
export type PsyLevelAction = Schemas['PsyLevelAction'];
export type SizeRule = PsyGuides['size_rules'][number];
export type MeasureInput = {
  title: string;
  description?: string;
  assignee_id: number;
  due_on?: string | null;
  target?: string | null;
};

export const WORKPLACE_MAX = 160;
export const MEASURE_TITLE_MAX = 200;
export const MEASURE_DESCRIPTION_MAX = 4000;
export const HEALTH_STAFF_MAX = 20;
export const GENDERS: readonly PsyGender[] = ['female', 'male', 'unspecified'];

const ROOT = keyRoots.psychosocialAdmin;
const base = '/org/psychosocial';
const app = (id: number, tail = '') => `${base}/applications/${id}${tail}`;

export const psyAdminKeys = {
  applications: () => [...ROOT, 'applications'] as const,
  application: (id: number) => [...ROOT, 'application', id] as const,
  roster: (id: number) => [...ROOT, 'roster', id] as const,
  results: (id: number, byDepartment: boolean) =>
    [...ROOT, 'results', id, byDepartment ? 'department' : 'all'] as const,
  guides: () => [...ROOT, 'guides'] as const,
  healthStaff: () => [...ROOT, 'healthStaff'] as const,
};

export const applicationsQueryOptions = () =>
  readQueryOptions(psyAdminKeys.applications(), (options) =>
    getData<PsyApplication[]>(`${base}/applications`, options),
  );

export const applicationQueryOptions = (id: number) =>
  readQueryOptions(psyAdminKeys.application(id), (options) =>
    getData<PsyApplicationDetail>(app(id), options),
  );

export const rosterQueryOptions = (id: number) =>
  readQueryOptions(psyAdminKeys.roster(id), (options) =>
    getData<PsyRosterEntry[]>(app(id, '/roster'), options),
  );

export const resultsQueryOptions = (id: number, byDepartment: boolean) =>
  readQueryOptions(psyAdminKeys.results(id, byDepartment), (options) =>
    getData<PsyResults>(app(id, '/results'), {
      ...options,
      params: byDepartment ? { by: 'department' } : undefined,
    }),
  );

export const guidesQueryOptions = () => ({
  ...readQueryOptions(psyAdminKeys.guides(), (options) =>
    getData<PsyGuides>(`${base}/guides`, options),
  ),
  // The guides are the norm's text: they do not change while the console is open.
  staleTime: Infinity,
});

export const healthStaffQueryOptions = () =>
  readQueryOptions(psyAdminKeys.healthStaff(), (options) =>
    getData<PersonRef[]>(`${base}/health_staff`, options),
  );

/** The answer of a write on one application becomes its cached detail; the list and the roster
 *  reload. */
async function settle(client: QueryClient, detail: PsyApplicationDetail) {
  client.setQueryData(psyAdminKeys.application(detail.id), detail);
  await Promise.all([
    client.invalidateQueries({ queryKey: psyAdminKeys.applications() }),
    client.invalidateQueries({ queryKey: psyAdminKeys.roster(detail.id) }),
  ]);
}

export const createApplicationMutation = () =>
  mutationOptions({
    mutationFn: (input: PsyApplicationInput) =>
      sendData<PsyApplicationDetail>('POST', `${base}/applications`, input),
    onSuccess: (detail, _input, _context, { client }) => settle(client, detail),
  });

export const updateApplicationMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: PsyApplicationInput) =>
      sendData<PsyApplicationDetail>('PATCH', app(id), input),
    onSuccess: (detail, _input, _context, { client }) => settle(client, detail),
  });

export const deleteApplicationMutation = (id: number) =>
  mutationOptions({
    mutationFn: async () => {
      await apiClient.delete(app(id));
    },
    onSuccess: async (_result, _input, _context, { client }) => {
      client.removeQueries({ queryKey: psyAdminKeys.application(id) });
      await client.invalidateQueries({ queryKey: psyAdminKeys.applications() });
    },
  });

export const saveGendersMutation = (id: number) =>
  mutationOptions({
    mutationFn: (genders: { user_id: number; gender: PsyGender }[]) =>
      sendData<PsyApplicationDetail>('PUT', app(id, '/roster'), { genders }),
    onSuccess: (detail, _input, _context, { client }) => settle(client, detail),
  });

/** POST …/sample, …/launch, …/close: the application after the step. */
export const applicationStepMutation = (id: number, step: 'sample' | 'launch' | 'close') =>
  mutationOptions({
    mutationFn: () => sendData<PsyApplicationDetail>('POST', app(id, `/${step}`)),
    onSuccess: async (detail, _input, _context, { client }) => {
      await settle(client, detail);
      await client.invalidateQueries({ queryKey: [...ROOT, 'results', id] });
    },
  });

export const addMeasureMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: MeasureInput) =>
      sendData<PsyApplicationDetail>('POST', app(id, '/measures'), input),
    onSuccess: (detail, _input, _context, { client }) => settle(client, detail),
  });

export const setHealthStaffMutation = () =>
  mutationOptions({
    mutationFn: (userIds: number[]) =>
      sendData<PersonRef[]>('PUT', `${base}/health_staff`, { user_ids: userIds }),
    onSuccess: (staff, _input, _context, { client }) => {
      client.setQueryData(psyAdminKeys.healthStaff(), staff);
    },
  });

/** GET …/dossier.pdf (audited on the server). */
export const downloadDossier = (id: number) =>
  getBlob(app(id, '/dossier.pdf'), { timeout: 120_000 });
