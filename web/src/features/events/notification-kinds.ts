// The notifications events raise, each told by the event's title (data.name) and its day and time
// as the server words them (data.when): an invitation on publication (audiences up to 500
// people), a place taken, the waitlist with its position, a place offered with the hold's end
// (data.until), the reminders before it, a change of time or place, a cancellation (each leads
// to the event), and the survey after it (leads to the survey).
import type {
  GlossaryKey,
  NotificationGroup,
  NotificationKind,
  NotificationKinds,
  SentenceWords,
} from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Eventos".
const group: NotificationGroup = { label: 'events.notifications.group', order: 52 };

/** A kind whose sentence names the event (`titled`), or says less when the title is missing
 *  (`untitled`). */
function kind(label: GlossaryKey, titled: GlossaryKey, untitled: GlossaryKey): NotificationKind {
  return {
    label,
    group,
    sentence: (_notification, { t, text, actor, count, number }: SentenceWords) => {
      const title = text('name');
      const options = {
        title: title ?? '',
        when: text('when') ?? '',
        until: text('until') ?? '',
        position: number(count('position') ?? 0),
        actor: actor ?? t('events.notifications.someone'),
      };
      return title ? t(titled, options) : t(untitled, options);
    },
  };
}

export const notificationKinds: NotificationKinds = {
  event_invited: kind(
    'events.notifications.invited',
    'events.notifications.invitedSentence',
    'events.notifications.invitedNoTitle',
  ),
  event_registered: kind(
    'events.notifications.registered',
    'events.notifications.registeredSentence',
    'events.notifications.registeredNoTitle',
  ),
  event_waitlisted: kind(
    'events.notifications.waitlisted',
    'events.notifications.waitlistedSentence',
    'events.notifications.waitlistedNoTitle',
  ),
  event_offered: kind(
    'events.notifications.offered',
    'events.notifications.offeredSentence',
    'events.notifications.offeredNoTitle',
  ),
  event_reminder: kind(
    'events.notifications.reminder',
    'events.notifications.reminderSentence',
    'events.notifications.reminderNoTitle',
  ),
  event_changed: kind(
    'events.notifications.changed',
    'events.notifications.changedSentence',
    'events.notifications.changedNoTitle',
  ),
  event_cancelled: kind(
    'events.notifications.cancelled',
    'events.notifications.cancelledSentence',
    'events.notifications.cancelledNoTitle',
  ),
  // The survey after the event (EVT-6): leads to the survey's page, not the event's.
  event_followup: kind(
    'events.notifications.followup',
    'events.notifications.followupSentence',
    'events.notifications.followupNoTitle',
  ),
};
