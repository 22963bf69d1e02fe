// The notifications evaluations raise, each told by the cycle's name (data.name) and who did it
// when someone did: a review to write, peers to nominate or approve, a request to evaluate a
// colleague, a reminder, a packet shared or acknowledged, and a review moved to a new leader.
// Each leads to /performance_evaluation or the review or packet it is about.
import type {
  GlossaryKey,
  NotificationGroup,
  NotificationKinds,
  SentenceWords,
} from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Evaluaciones".
const group: NotificationGroup = { label: 'evaluations.notifications.group', order: 48 };

type Words = { label: GlossaryKey; with: GlossaryKey; without: GlossaryKey };

/** A kind: its label, and its sentence with the cycle's name and who did it when the data has
 *  them. */
const kind = ({ label, with: named, without }: Words) => ({
  label,
  group,
  sentence: (_notification: unknown, { t, text, actor }: SentenceWords): string => {
    const title = text('name');
    return title
      ? t(named, { title, actor: actor ?? t('evaluations.notifications.someone') })
      : t(without, { actor: actor ?? t('evaluations.notifications.someone') });
  },
});

export const notificationKinds: NotificationKinds = {
  evaluation_review_due: kind({
    label: 'evaluations.notifications.reviewDue',
    with: 'evaluations.notifications.reviewDueSentence',
    without: 'evaluations.notifications.reviewDueNoTitle',
  }),
  evaluation_nominate: kind({
    label: 'evaluations.notifications.nominate',
    with: 'evaluations.notifications.nominateSentence',
    without: 'evaluations.notifications.nominateNoTitle',
  }),
  evaluation_nomination_approval: kind({
    label: 'evaluations.notifications.nominationApproval',
    with: 'evaluations.notifications.nominationApprovalSentence',
    without: 'evaluations.notifications.nominationApprovalNoTitle',
  }),
  evaluation_peer_request: kind({
    label: 'evaluations.notifications.peerRequest',
    with: 'evaluations.notifications.peerRequestSentence',
    without: 'evaluations.notifications.peerRequestNoTitle',
  }),
  evaluation_reminder: kind({
    label: 'evaluations.notifications.reminder',
    with: 'evaluations.notifications.reminderSentence',
    without: 'evaluations.notifications.reminderNoTitle',
  }),
  evaluation_shared: kind({
    label: 'evaluations.notifications.shared',
    with: 'evaluations.notifications.sharedSentence',
    without: 'evaluations.notifications.sharedNoTitle',
  }),
  evaluation_acknowledged: kind({
    label: 'evaluations.notifications.acknowledged',
    with: 'evaluations.notifications.acknowledgedSentence',
    without: 'evaluations.notifications.acknowledgedNoTitle',
  }),
  evaluation_leader_reassigned: kind({
    label: 'evaluations.notifications.leaderReassigned',
    with: 'evaluations.notifications.leaderReassignedSentence',
    without: 'evaluations.notifications.leaderReassignedNoTitle',
  }),
};
