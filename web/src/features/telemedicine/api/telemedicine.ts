// Telemedicine (api/modules/telemedicine.yaml), what a person sees: the published providers open
// to them, and opening one by a way it offers (its link, a call, WhatsApp, or copying its access
// code). Opening adds one to the provider's count of the day; the server keeps nothing about who.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type TelemedicineProvider = Schemas['TelemedicineProvider'];
export type TelemedicineKind = Schemas['TelemedicineKind'];
export type TelemedicineChannel = Schemas['TelemedicineChannel'];
export type TelemedicineOpened = Schemas['TelemedicineOpened'];

export const TELEMEDICINE_KINDS: readonly TelemedicineKind[] = [
  'telemedicine',
  'eap',
  'nutrition',
  'other',
];

const ROOT = keyRoots.telemedicine;

export const telemedicineKeys = {
  list: () => [...ROOT, 'list'] as const,
};

/** GET /telemedicine: the published providers open to me, in the organisation's order. */
export const telemedicineQueryOptions = () =>
  readQueryOptions(telemedicineKeys.list(), (options) =>
    getData<TelemedicineProvider[]>('/telemedicine', options),
  );

/** POST /telemedicine/{id}/open {channel}: one more click of the provider today (nobody named);
 *  answers what to open. Never retried: a retry would count twice. */
export const openProviderMutation = () =>
  mutationOptions({
    mutationFn: ({ id, channel }: { id: number; channel: TelemedicineChannel }) =>
      sendData<TelemedicineOpened>(
        'POST',
        `/telemedicine/${id}/open`,
        { channel },
        { retry: false },
      ),
  });
