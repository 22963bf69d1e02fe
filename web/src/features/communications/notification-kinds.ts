// The notification communications raise: a communication received, told by its title. One that
// arrives live becomes a streamed message of the frame (spec §4), not a banner.
import type { NotificationGroup, NotificationKinds } from '@/lib/modules/manifest';

import { useStreamedMessages } from './stores/streamed-messages';

// In the settings, under a group of its own: "Comunicados".
const group: NotificationGroup = {
  label: 'notifications.settings.groups.communications',
  order: 40,
};

export const notificationKinds: NotificationKinds = {
  communication_received: {
    label: 'notifications.settings.kinds.communication_received',
    group,
    sentence: (_notification, { t, actor, text }) => {
      const title = text('title');
      if (title === null) {
        return actor
          ? t('notifications.sentence.communicationNoTitle', { actor })
          : t('notifications.noActor.communicationNoTitle');
      }
      return actor
        ? t('notifications.sentence.communication', { actor, title })
        : t('notifications.noActor.communication', { title });
    },
    announce: ({ data, actor }) => {
      const { communication_id: id, title } = data;
      if (typeof id !== 'number' || typeof title !== 'string') return false;
      useStreamedMessages
        .getState()
        .addStreamedMessage({ id, title, author: actor?.full_name ?? null });
      return true;
    },
  },
};
