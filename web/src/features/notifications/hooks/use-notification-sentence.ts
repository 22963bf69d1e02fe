import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import type { Notification } from '../api/notifications';

function textField(data: Notification['data'], name: string): string | null {
  const value = data[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The statuses of an order item the sentence names (data.status of order_status). */
const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'rejected'] as const;

function isOrderStatus(value: string): value is (typeof ORDER_STATUSES)[number] {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function numberField(data: Notification['data'], name: string): number | null {
  const value = data[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The sentence telling what a notification is about, in the UI language: "Sara Pérez te
 *  reconoció con 10 puntos". Who did it is the actor as they are now, else the name the module
 *  recorded; without either the sentence has a neutral subject ("Alguien comentó…"). Birthdays
 *  and work anniversaries have nobody behind them; a communication is told by its title, an order
 *  item's new status by its product's name (and a rejection by its reason), a prize an admin
 *  gave by its product's name (and their note), a decided point request by its points (and the
 *  note or reason). A kind this app does not know gets a generic
 *  sentence. */
export function useNotificationSentence(): (notification: Notification) => string {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();

  return useCallback(
    ({ kind, data, actor: person }: Notification) => {
      const actor = person?.full_name ?? textField(data, 'sender_name');
      switch (kind) {
        case 'recognition_received': {
          const points = numberField(data, 'points');
          if (points === null) {
            return actor
              ? t('notifications.sentence.recognitionNoPoints', { actor })
              : t('notifications.noActor.recognitionNoPoints');
          }
          const amount = { count: points, formatted: format.number(points) };
          return actor
            ? t('notifications.sentence.recognition', { ...amount, actor })
            : t('notifications.noActor.recognition', amount);
        }
        case 'badge_received': {
          const name = textField(data, 'badge_name');
          if (name === null) {
            return actor
              ? t('notifications.sentence.badgeNoName', { actor })
              : t('notifications.noActor.badgeNoName');
          }
          const badge = wording.name({ name, name_en: textField(data, 'badge_name_en') });
          return actor
            ? t('notifications.sentence.badge', { actor, badge })
            : t('notifications.noActor.badge', { badge });
        }
        case 'post_liked':
          return actor
            ? t('notifications.sentence.liked', { actor })
            : t('notifications.noActor.liked');
        case 'post_commented':
          return actor
            ? t('notifications.sentence.commented', { actor })
            : t('notifications.noActor.commented');
        case 'post_boosted':
          return actor
            ? t('notifications.sentence.boosted', { actor })
            : t('notifications.noActor.boosted');
        case 'comment_replied':
          return actor
            ? t('notifications.sentence.replied', { actor })
            : t('notifications.noActor.replied');
        case 'points_granted': {
          const points = numberField(data, 'points') ?? 0;
          const amount = { count: points, formatted: format.number(points) };
          return actor
            ? t('notifications.sentence.pointsGranted', { ...amount, actor })
            : t('notifications.noActor.pointsGranted', amount);
        }
        case 'deletion_declined': {
          const note = textField(data, 'note');
          return note
            ? t('notifications.sentence.deletionDeclinedNote', { note })
            : t('notifications.sentence.deletionDeclined');
        }
        case 'communication_received': {
          const title = textField(data, 'title');
          if (title === null) {
            return actor
              ? t('notifications.sentence.communicationNoTitle', { actor })
              : t('notifications.noActor.communicationNoTitle');
          }
          return actor
            ? t('notifications.sentence.communication', { actor, title })
            : t('notifications.noActor.communication', { title });
        }
        case 'order_status': {
          const bought = textField(data, 'name');
          const name =
            bought === null
              ? null
              : wording.name({ name: bought, name_en: textField(data, 'name_en') });
          const status = textField(data, 'status');
          if (name === null || status === null || !isOrderStatus(status)) {
            return t('notifications.sentence.orderStatus.changed');
          }
          const reason = textField(data, 'reason');
          if (status === 'rejected' && reason) {
            return t('notifications.sentence.orderStatus.rejectedReason', { name, reason });
          }
          return t(`notifications.sentence.orderStatus.${status}`, { name });
        }
        case 'product_gift': {
          const given = textField(data, 'name');
          if (given === null) {
            return actor
              ? t('notifications.sentence.productGiftNoName', { actor })
              : t('notifications.noActor.productGiftNoName');
          }
          const name = wording.name({ name: given, name_en: textField(data, 'name_en') });
          const note = textField(data, 'note');
          if (note) {
            return actor
              ? t('notifications.sentence.productGiftNote', { actor, name, note })
              : t('notifications.noActor.productGiftNote', { name, note });
          }
          return actor
            ? t('notifications.sentence.productGift', { actor, name })
            : t('notifications.noActor.productGift', { name });
        }
        case 'point_request_decided': {
          const status = textField(data, 'status');
          const points = numberField(data, 'amount');
          if (points === null || (status !== 'approved' && status !== 'rejected')) {
            return t('notifications.sentence.pointRequest.decided');
          }
          const amount = { count: points, formatted: format.number(points) };
          const note = textField(data, 'note');
          if (status === 'approved') {
            if (note) {
              return actor
                ? t('notifications.sentence.pointRequest.approvedNote', { ...amount, actor, note })
                : t('notifications.noActor.pointRequest.approvedNote', { ...amount, note });
            }
            return actor
              ? t('notifications.sentence.pointRequest.approved', { ...amount, actor })
              : t('notifications.noActor.pointRequest.approved', amount);
          }
          if (note) {
            return actor
              ? t('notifications.sentence.pointRequest.rejectedNote', { ...amount, actor, note })
              : t('notifications.noActor.pointRequest.rejectedNote', { ...amount, note });
          }
          return actor
            ? t('notifications.sentence.pointRequest.rejected', { ...amount, actor })
            : t('notifications.noActor.pointRequest.rejected', amount);
        }
        case 'birthday':
          return t('notifications.sentence.birthday');
        case 'anniversary': {
          const count = numberField(data, 'years');
          if (count === null) return t('notifications.sentence.anniversaryNoYears');
          const years = t('notifications.years', { count, formatted: format.number(count) });
          const points = numberField(data, 'points');
          return points
            ? t('notifications.sentence.anniversaryPoints', {
                years,
                count: points,
                formatted: format.number(points),
              })
            : t('notifications.sentence.anniversary', { years });
        }
        default:
          return t('notifications.sentence.generic');
      }
    },
    [t, format, wording],
  );
}
