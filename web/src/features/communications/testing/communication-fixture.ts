// Communications as the server sends them, for this feature's tests.
import type { FakeReply } from '@/testing/fake-api';

import type { AdminCommunication } from '../api/admin-communications';
import type { Communication, Poll } from '../api/communications';
import type { WhatsAppSettings } from '../api/whatsapp';

export const adriana = {
  id: 1,
  full_name: 'Adriana Gómez',
  first_name: 'Adriana',
  last_name: 'Gómez',
  profile_photo_url: null,
};

export function makeCommunication(change: Partial<Communication> = {}): Communication {
  return {
    id: 1,
    title: 'Bienvenida al trimestre',
    message: 'Hola, equipo.\nEmpezamos el trimestre con energía.',
    audience: 'all',
    audience_id: null,
    audience_name: null,
    pinned: false,
    email: true,
    whatsapp: false,
    newsfeed: false,
    acknowledge: false,
    author: adriana,
    created_at: new Date(2026, 2, 5, 9, 30).getTime(),
    attachments: [],
    poll: null,
    read_at: null,
    acknowledged_at: null,
    filed: false,
    ...change,
  };
}

/** A poll as a person who has not voted sees it (no counts). */
export function makePoll(change: Partial<Poll> = {}): Poll {
  return {
    question: '¿Dónde celebramos?',
    multiple: false,
    options: [
      { id: 11, text: 'Oficina', votes: null },
      { id: 12, text: 'Parque', votes: null },
      { id: 13, text: 'Restaurante', votes: null },
    ],
    voters: null,
    my_votes: [],
    ...change,
  };
}

export function makeAdminCommunication(
  change: Partial<AdminCommunication> = {},
): AdminCommunication {
  return {
    ...makeCommunication(),
    stats: {
      recipients: 12,
      read: 5,
      acknowledged: 0,
      emailed: 12,
      whatsapp_queued: 0,
      delivered: true,
    },
    ...change,
  };
}

/** The organisation's WhatsApp account: not set up yet, unless `change` says otherwise. */
export function makeWhatsAppSettings(change: Partial<WhatsAppSettings> = {}): WhatsAppSettings {
  return {
    configured: false,
    active: false,
    phone_number_id: '',
    template_name: '',
    has_access_token: false,
    has_app_secret: false,
    verify_token: '',
    webhook_url: 'https://demo.aplauso.app/api/whatsapp/webhook',
    ...change,
  };
}

/** A saved account that sends. */
export const WHATSAPP_ON = makeWhatsAppSettings({
  configured: true,
  active: true,
  phone_number_id: '106540352242922',
  template_name: 'aplauso_aviso',
  has_access_token: true,
  has_app_secret: true,
  verify_token: 'vt-8f2c41d0',
});

/** A list call's answer: one page of `items`. */
export function page<T>(
  items: T[],
  meta: Partial<{ page: number; perPage: number; total: number; hasMore: boolean }> = {},
): FakeReply {
  return {
    status: 200,
    body: {
      success: true,
      data: items,
      meta: { page: 1, perPage: 20, total: items.length, hasMore: false, ...meta },
    },
  };
}
