// The set-up page (/testing, ADR 0080): a trial mail to the admin who asks and its delivery
// (api/modules/mail.yaml), a trial WhatsApp message with the saved account, a test of the saved
// directory connection, and the sign-in methods: each a call of the module that owns it, read
// here without importing that module's screens.
import { mutationOptions } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type MailDelivery = Schemas['MailDelivery'];
export type WhatsAppSettings = Schemas['WhatsAppSettings'];
export type DirectorySource = Schemas['DirectorySource'];
export type DirectorySourceInput = Schemas['DirectorySourceInput'];
export type DirectoryTestResult = ResponseData<'testDirectorySource'>;
export type AuthFlow = Schemas['AuthFlow'];

/** How often a trial mail's delivery is read again while it is on its way. */
export const TRIAL_POLL_MS = 2000;

const ROOT = keyRoots.setupCheck;

export const setupCheckKeys = {
  trialMail: (id: number) => [...ROOT, 'trialMail', id] as const,
  whatsApp: () => [...ROOT, 'whatsApp'] as const,
  directory: () => [...ROOT, 'directory'] as const,
  authFlow: () => [...ROOT, 'authFlow'] as const,
};

/** Whether a delivery has its outcome (nothing more will change). */
export const deliveryDone = (delivery: MailDelivery | undefined): boolean =>
  delivery !== undefined && delivery.status !== 'pending' && delivery.status !== 'sending';

/** POST /org/testing/mail: a trial mail to the admin who asks; 429 after five in an hour. */
export const sendTrialMailMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<MailDelivery>('POST', '/org/testing/mail'),
  });

/** GET /org/testing/mail/{id} (the page reads it again every TRIAL_POLL_MS until it has its
 *  outcome). */
export const trialMailQueryOptions = (id: number) =>
  readQueryOptions(setupCheckKeys.trialMail(id), (options) =>
    getData<MailDelivery>(`/org/testing/mail/${id}`, options),
  );

/** GET /org/whatsapp: whether the organisation has a WhatsApp account, and whether it is on. */
export const whatsAppQueryOptions = () =>
  readQueryOptions(setupCheckKeys.whatsApp(), (options) =>
    getData<WhatsAppSettings>('/org/whatsapp', options),
  );

/** POST /org/whatsapp/test: the template to one number now, with the saved account. */
export const trialWhatsAppMutation = () =>
  mutationOptions({
    mutationFn: (phone: string) =>
      sendData<ResponseData<'testWhatsApp'>>('POST', '/org/whatsapp/test', { phone }),
  });

/** GET /org/ldap: the saved directory connection (`configured` false when there is none). */
export const directoryQueryOptions = () =>
  readQueryOptions(setupCheckKeys.directory(), (options) =>
    getData<DirectorySource>('/org/ldap', options),
  );

/** The saved connection as the test call takes it; the stored password is kept (left out). */
export function savedDirectoryInput(source: DirectorySource): DirectorySourceInput {
  return {
    url: source.url,
    bind_dn: source.bind_dn,
    base_dn: source.base_dn,
    filter: source.filter,
    attributes: source.attributes,
    sync_enabled: source.sync_enabled,
    sync_hours: source.sync_hours,
  };
}

/** POST /org/ldap/test: binds and searches with the saved connection, counting entries. */
export const trialDirectoryMutation = () =>
  mutationOptions({
    mutationFn: (source: DirectorySource) =>
      sendData<DirectoryTestResult>('POST', '/org/ldap/test', savedDirectoryInput(source)),
  });

/** GET /org/auth_flow: the sign-in methods the organisation offers. */
export const authFlowQueryOptions = () =>
  readQueryOptions(setupCheckKeys.authFlow(), (options) =>
    getData<AuthFlow>('/org/auth_flow', options),
  );
