// The notifications the rewards catalog raises: an order item's new status (by its product's
// name, a rejection with its reason), a prize an admin gave (with their note) and a saved product
// the member's points now reach.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

/** The statuses of an order item the sentence names (data.status of order_status). */
const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'rejected'] as const;

function isOrderStatus(value: string): value is (typeof ORDER_STATUSES)[number] {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

// In the settings, under a group of their own: "Catálogo y pedidos".
const group: NotificationGroup = { label: 'notifications.settings.groups.catalog', order: 30 };

export const notificationKinds: NotificationKinds = {
  order_status: {
    label: 'notifications.settings.kinds.order_status',
    group,
    sentence: (_notification, { t, name: worded, text }) => {
      const bought = text('name');
      const name = bought === null ? null : worded({ name: bought, name_en: text('name_en') });
      const status = text('status');
      if (name === null || status === null || !isOrderStatus(status)) {
        return t('notifications.sentence.orderStatus.changed');
      }
      const reason = text('reason');
      if (status === 'rejected' && reason) {
        return t('notifications.sentence.orderStatus.rejectedReason', { name, reason });
      }
      return t(`notifications.sentence.orderStatus.${status}`, { name });
    },
  },
  product_gift: {
    label: 'notifications.settings.kinds.product_gift',
    group,
    sentence: (_notification, { t, name: worded, actor, text }) => {
      const given = text('name');
      if (given === null) {
        return actor
          ? t('notifications.sentence.productGiftNoName', { actor })
          : t('notifications.noActor.productGiftNoName');
      }
      const name = worded({ name: given, name_en: text('name_en') });
      const note = text('note');
      if (note) {
        return actor
          ? t('notifications.sentence.productGiftNote', { actor, name, note })
          : t('notifications.noActor.productGiftNote', { name, note });
      }
      return actor
        ? t('notifications.sentence.productGift', { actor, name })
        : t('notifications.noActor.productGift', { name });
    },
  },
  wishlist_affordable: {
    label: 'notifications.settings.kinds.wishlist_affordable',
    group,
    sentence: (_notification, { t, name: worded, text }) => {
      const saved = text('name');
      if (saved === null) return t('notifications.sentence.wishAffordableNoName');
      return t('notifications.sentence.wishAffordable', {
        name: worded({ name: saved, name_en: text('name_en') }),
      });
    },
  },
};
