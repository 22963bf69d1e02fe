// Benefits in the console (api/modules/benefits.yaml, admins): every benefit with its counters,
// one with its versions, creating and changing one (each change a new version; publishing,
// back to draft and archiving are status changes), the eligibility preview before publishing
// and every request, filtered by status and benefit, paged.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { uploadFile } from '@/lib/uploads/presigned-upload';

import type { BenefitEligibility, BenefitRequestStatus } from './benefits';
import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type BenefitAdmin = Schemas['BenefitAdmin'];
export type BenefitInput = Schemas['BenefitInput'];
export type BenefitEdit = Schemas['BenefitEdit'];
export type BenefitStatus = Schemas['BenefitStatus'];
export type BenefitVersion = Schemas['BenefitVersion'];
export type BenefitRequestAdmin = Schemas['BenefitRequestAdmin'];
export type EligibilityPreview = Schemas['EligibilityPreview'];

/** The contract's limits, in characters (benefits.yaml). */
export const BENEFIT_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  providerMax: 120,
  categoryMax: 40,
  howToUseMax: 2000,
  codeMax: 80,
  linkMax: 500,
  contactMax: 200,
  priceMax: 1_000_000,
  tenureMax: 600,
} as const;

export const ADMIN_REQUESTS_PAGE_SIZE = 10;

const ADMIN = keyRoots.benefitsAdmin;

export const adminBenefitsKeys = {
  list: () => [...ADMIN, 'list'] as const,
  one: (id: number) => [...ADMIN, 'one', id] as const,
  requests: (filters: AdminRequestFilters, page: number, perPage: number) =>
    [...ADMIN, 'requests', filters, page, perPage] as const,
  preview: (eligibility: BenefitEligibility) => [...ADMIN, 'preview', eligibility] as const,
};

/** Everything the console and the people's pages show of benefits reloads after a change. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ADMIN }),
    client.invalidateQueries({ queryKey: keyRoots.benefits }),
  ]);

/** GET /org/benefits: every benefit with its counters. */
export const adminBenefitsQueryOptions = () =>
  readQueryOptions(adminBenefitsKeys.list(), (options) =>
    getData<BenefitAdmin[]>('/org/benefits', options),
  );

/** GET /org/benefits/{id}: one benefit with its counters and versions (newest first). */
export const adminBenefitQueryOptions = (id: number) =>
  readQueryOptions(adminBenefitsKeys.one(id), (options) =>
    getData<BenefitAdmin>(`/org/benefits/${id}`, options),
  );

/** What the form saves: the benefit, and a picture chosen to replace its image (uploaded first
 *  as a corp-benef-image, its key sent as image_key). */
export type BenefitSave = { input: BenefitInput; image: File | null };

/** POST /org/benefits (new) or PATCH /org/benefits/{id} (a change: a new version). */
export const saveBenefitMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: async ({ input, image }: BenefitSave) => {
      const body: BenefitInput = image
        ? { ...input, image_key: await uploadFile('corp-benef-image', image) }
        : input;
      return id === null
        ? sendData<BenefitAdmin>('POST', '/org/benefits', body)
        : sendData<BenefitAdmin>('PATCH', `/org/benefits/${id}`, body satisfies BenefitEdit);
    },
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(adminBenefitsKeys.one(saved.id), saved);
      await refreshAll(client);
    },
  });

/** PATCH /org/benefits/{id} {status}: publish, back to draft or archive. */
export const setBenefitStatusMutation = () =>
  mutationOptions({
    mutationFn: ({ id, status }: { id: number; status: BenefitStatus }) =>
      sendData<BenefitAdmin>('PATCH', `/org/benefits/${id}`, { status } satisfies BenefitEdit),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** POST /org/benefits/eligibility_preview: how many active people the rules let in today, by
 *  department and by country. */
export const fetchEligibilityPreview = (
  eligibility: BenefitEligibility,
  options: RequestOptions = {},
) =>
  sendData<EligibilityPreview>('POST', '/org/benefits/eligibility_preview', eligibility, options);

export const eligibilityPreviewQueryOptions = (eligibility: BenefitEligibility) =>
  queryOptions({
    queryKey: adminBenefitsKeys.preview(eligibility),
    queryFn: ({ signal }) => fetchEligibilityPreview(eligibility, { signal, retry: false }),
    placeholderData: keepPreviousData,
  });

export type AdminRequestFilters = { status: BenefitRequestStatus | null; benefitId: number | null };

/** GET /org/benefits/requests?status&benefit_id&page&perPage: every request, newest first. */
export const adminBenefitRequestsQueryOptions = (
  filters: AdminRequestFilters,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminBenefitsKeys.requests(filters, page, perPage), (options) =>
      getPage<BenefitRequestAdmin>('/org/benefits/requests', {
        ...options,
        params: {
          status: filters.status ?? undefined,
          benefit_id: filters.benefitId ?? undefined,
          page: page + 1,
          perPage,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });
