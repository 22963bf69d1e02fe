import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { Notification } from '@/api/types';
import { useNumberFormat } from '@/i18n/use-number-format';
import type { SentenceWords } from '@/lib/modules/manifest';
import { useOrgWording } from '@/lib/use-org-wording';

import { useNotificationKinds, type KnownKinds } from '../lib/notification-kinds';

function textField(data: Notification['data'], name: string): string | null {
  const value = data[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function numberField(data: Notification['data'], name: string): number | null {
  const value = data[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

type Words = Pick<SentenceWords, 't' | 'number' | 'name'>;

/** The sentence of a notification, worded by its kind's module (see useNotificationSentence). */
export function notificationSentence(
  notification: Notification,
  kinds: KnownKinds | null,
  words: Words,
): string {
  const kind = kinds?.get(notification.kind);
  if (!kind) return words.t('notifications.sentence.generic');
  const { data, actor: person } = notification;
  return kind.sentence(notification, {
    ...words,
    actor: person?.full_name ?? textField(data, 'sender_name'),
    text: (field) => textField(data, field),
    count: (field) => numberField(data, field),
  });
}

/** The sentence telling what a notification is about, in the UI language: "Sara Pérez te
 *  reconoció con 10 puntos". The module that raises the kind words it (its
 *  notification-kinds.ts). Who did it is the actor as they are now, else the name the module
 *  recorded; without either the sentence has a neutral subject ("Alguien comentó…"). A kind this
 *  app does not know (or before the kinds have loaded) gets a generic sentence. */
export function useNotificationSentence(): (notification: Notification) => string {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const kinds = useNotificationKinds();
  return useCallback(
    (notification: Notification) =>
      notificationSentence(notification, kinds, { t, number: format.number, name: wording.name }),
    [kinds, t, format, wording],
  );
}
