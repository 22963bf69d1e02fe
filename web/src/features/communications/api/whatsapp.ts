// The organisation's WhatsApp Business Cloud API account (admins): its settings as the server
// shows them (the access token and the app secret are never returned, only whether they are
// kept), saving and forgetting them, and a test message to one number. The compose form reads
// the same settings: WhatsApp can be chosen once the account is configured and on.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';

export type WhatsAppSettings = components['schemas']['WhatsAppSettings'];
export type WhatsAppSettingsInput = components['schemas']['WhatsAppSettingsInput'];
export type WhatsAppTestResult = ResponseData<'testWhatsApp'>;

/** The contract's limits of the form. */
export const WHATSAPP_LIMITS = {
  phoneNumberIdMaxLength: 40,
  accessTokenMaxLength: 2048,
  appSecretMaxLength: 256,
  templateNameMaxLength: 512,
  phoneMaxLength: 32,
} as const;

/** The template the server suggests: what a new form starts with. */
export const DEFAULT_TEMPLATE_NAME = 'aplauso_aviso';

export const whatsAppKeys = {
  settings: () => [...queryKeys.communications, 'whatsapp'] as const,
};

/** Communications can go by WhatsApp: the account is saved and turned on. */
export const canSendByWhatsApp = (settings: WhatsAppSettings | undefined): boolean =>
  settings?.configured === true && settings.active;

/** GET /org/whatsapp: the account, or `configured` false (with the webhook URL to paste). */
export const fetchWhatsAppSettings = (options: RequestOptions = {}) =>
  getData<WhatsAppSettings>('/org/whatsapp', options);

export const whatsAppSettingsQueryOptions = () =>
  readQueryOptions(whatsAppKeys.settings(), fetchWhatsAppSettings);

const keep = (client: QueryClient, settings: WhatsAppSettings) =>
  client.setQueryData(whatsAppKeys.settings(), settings);

/** PUT /org/whatsapp: saves the account (a token or secret left out keeps the stored one);
 *  400 names every bad field. */
export const saveWhatsAppSettingsMutation = () =>
  mutationOptions({
    mutationFn: (input: WhatsAppSettingsInput) =>
      sendData<WhatsAppSettings>('PUT', '/org/whatsapp', input),
    onSuccess: (settings: WhatsAppSettings, _input, _result, { client }) => keep(client, settings),
  });

/** DELETE /org/whatsapp: forgets the account; messages still queued are not sent. */
export const deleteWhatsAppSettingsMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<WhatsAppSettings>('DELETE', '/org/whatsapp'),
    onSuccess: (settings: WhatsAppSettings, _input: void, _result, { client }) =>
      keep(client, settings),
  });

/** POST /org/whatsapp/test: the template to one number now, with the saved account; answers the
 *  Cloud API's message id. 409 whatsapp_not_configured; 422 whatsapp_failed with the reason. Never
 *  retried (it sends a message). */
export const testWhatsAppMutation = () =>
  mutationOptions({
    mutationFn: (phone: string) =>
      sendData<WhatsAppTestResult>(
        'POST',
        '/org/whatsapp/test',
        { phone } satisfies JsonBody<'testWhatsApp'>,
        { retry: false },
      ),
  });
