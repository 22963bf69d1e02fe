// The member's WhatsApp: the number messages go to, whether they want them, and whether the
// organisation sends by WhatsApp at all; saving the number (which turns WhatsApp on unless told
// otherwise) and turning it off. The answer is the cached opt-in, which the per-kind settings read.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { notificationKeys } from './notifications';

export type WhatsAppOptIn = components['schemas']['WhatsAppOptIn'];
export type WhatsAppOptInInput = components['schemas']['WhatsAppOptInInput'];

/** The contract's limit of the number as typed. */
export const WHATSAPP_PHONE_MAX_LENGTH = 32;

/** GET /user/notification_settings_wpp. */
export const fetchWhatsAppOptIn = (options: RequestOptions = {}) =>
  getData<WhatsAppOptIn>('/user/notification_settings_wpp', options);

export const whatsAppOptInQueryOptions = () =>
  readQueryOptions(notificationKeys.whatsapp(), fetchWhatsAppOptIn);

const keep = (client: QueryClient, optIn: WhatsAppOptIn) =>
  client.setQueryData(notificationKeys.whatsapp(), optIn);

/** POST /user/notification_settings_wpp: the number (with its country prefix) and whether to
 *  receive messages (true when absent). 400 names the phone field; 422 whatsapp_unavailable when
 *  turning it on in an organisation that does not send by WhatsApp. */
export const saveWhatsAppOptInMutation = () =>
  mutationOptions({
    mutationFn: (input: WhatsAppOptInInput) =>
      sendData<WhatsAppOptIn>('POST', '/user/notification_settings_wpp', input),
    onSuccess: (optIn: WhatsAppOptIn, _input, _result, { client }) => keep(client, optIn),
  });

/** POST /user/whatsapp/deactivate: off, the number kept; messages still queued are not sent. */
export const deactivateWhatsAppMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<WhatsAppOptIn>('POST', '/user/whatsapp/deactivate'),
    onSuccess: (optIn: WhatsAppOptIn, _input: void, _result, { client }) => keep(client, optIn),
  });
