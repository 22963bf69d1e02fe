// The notifications challenges raise, each told by the challenge's title (data.name) and, where
// it matters, the points paid (data.points), the badge given (data.badge), the rejection reason
// (data.reason) or the last day (data.ends_on): a challenge launched to its audience, a claim
// waiting for its approvers, a claim approved or rejected, a target reached, and the reminder the
// day before a challenge ends. Each leads to the challenge's page.
import { formatDate } from '@/lib/format-date';
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Retos".
const group: NotificationGroup = { label: 'challenges.notifications.group', order: 49.5 };

type Kind =
  'launched' | 'claimPending' | 'claimApproved' | 'claimRejected' | 'completed' | 'ending';

/** A kind's sentence: with the challenge's title when the data has it, else a plain one. The
 *  completion names the points and the badge it brought, when it brought them. */
const sentence =
  (kind: Kind) =>
  (_notification: unknown, { t, text, count, number, actor }: SentenceWords): string => {
    const title = text('name');
    const endsOn = text('ends_on');
    const points = count('points') ?? 0;
    const badge = text('badge');
    const options = {
      title: title ?? '',
      actor: actor ?? t('challenges.notifications.someone'),
      reason: text('reason') ?? '',
      date: endsOn ? formatDate(endsOn, { todayLabel: t('challenges.today') }) : '',
    };
    const base = title
      ? t(`challenges.notifications.${kind}Sentence`, options)
      : t(`challenges.notifications.${kind}NoTitle`, options);
    if (kind !== 'completed') return base;
    const rewards = [
      points > 0 ? t('challenges.points', { count: points, formatted: number(points) }) : null,
      badge ? t('challenges.notifications.badge', { badge }) : null,
    ].filter((part): part is string => part !== null);
    return rewards.length > 0
      ? t('challenges.notifications.completedRewards', {
          sentence: base,
          rewards: rewards.join(' · '),
        })
      : base;
  };

export const notificationKinds: NotificationKinds = {
  challenge_launched: {
    label: 'challenges.notifications.launched',
    group,
    sentence: sentence('launched'),
  },
  challenge_claim_pending: {
    label: 'challenges.notifications.claimPending',
    group,
    sentence: sentence('claimPending'),
  },
  challenge_claim_approved: {
    label: 'challenges.notifications.claimApproved',
    group,
    sentence: sentence('claimApproved'),
  },
  challenge_claim_rejected: {
    label: 'challenges.notifications.claimRejected',
    group,
    sentence: sentence('claimRejected'),
  },
  challenge_completed: {
    label: 'challenges.notifications.completed',
    group,
    sentence: sentence('completed'),
  },
  challenge_ending: {
    label: 'challenges.notifications.ending',
    group,
    sentence: sentence('ending'),
  },
};
