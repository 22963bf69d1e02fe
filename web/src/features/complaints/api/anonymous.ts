// The anonymous channel's calls (api/modules/complaints.yaml, `/complaints/anonymous/…`): all
// POSTs through privatePost (no cookie, no token, no referrer), the receipt and passphrase in
// the body. Nothing here is cached by TanStack Query: the keys would hold the receipt.
import type { components } from '@/api/schema';

import { fileBase64 } from '../lib/intake';

import { privateGet, privatePost } from './private-fetch';

type Schemas = components['schemas'];

export type AnonymousIntake = Schemas['ComplaintAnonymousIntake'];
export type ComplaintReceipt = Schemas['ComplaintReceipt'];
export type ReporterCase = Schemas['ComplaintReporterView'];
export type ComplaintForm = Schemas['ComplaintForm'];
export type ComplaintEvidence = Schemas['ComplaintEvidence'];
export type EvidenceType = Schemas['ComplaintEvidenceInput']['content_type'];
export type ReporterKeys = Schemas['ComplaintCredentials'];

/** What the intake page needs without a session: the kinds, the areas, the legal profile. */
export const fetchComplaintForm = () => privateGet<ComplaintForm>('/complaints/anonymous/form');

export const submitAnonymous = (input: AnonymousIntake) =>
  privatePost<ComplaintReceipt>('/complaints/anonymous', input);

export const openAnonymous = (keys: ReporterKeys) =>
  privatePost<ReporterCase>('/complaints/anonymous/open', keys);

export const sendAnonymousMessage = (keys: ReporterKeys, body: string) =>
  privatePost<ReporterCase>('/complaints/anonymous/messages', { ...keys, body });

/** Adds one file as evidence (its bytes as base64 in the JSON body; a minute for 10 MB). */
export const addAnonymousEvidence = async (keys: ReporterKeys, file: File) =>
  privatePost<ComplaintEvidence>(
    '/complaints/anonymous/evidence',
    {
      ...keys,
      file_name: file.name,
      content_type: file.type as EvidenceType,
      data_base64: await fileBase64(file),
    },
    120_000,
  );
