// The notification custom analytics raises (ANA-4): a view's digest, weekly or monthly, or only
// when something changed beyond chance (data: view_id, name, metric, unit, value, previous,
// significant, changed_groups, summary, summary_en). Told by the view's name, its headline figure
// in the person's language and how many groups changed beyond chance; it leads to the view
// (/charts/custom/{view_id}, the notification's link).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Analítica".
const group: NotificationGroup = { label: 'analytics.custom.notifications.group', order: 56 };

/** The headline figure by its unit: a share 0..1 as a percentage, a score with one decimal,
 *  anything else as a whole number, in the person's language. */
export function digestFigure(value: number, unit: string | null, words: SentenceWords): string {
  if (unit === 'percent') {
    return words.t('analytics.custom.notifications.percent', {
      value: words.number(Math.round(value * 100)),
    });
  }
  if (unit === 'score') {
    const tenths = Math.round(value * 10);
    return words.t('analytics.custom.notifications.score', {
      whole: words.number(Math.trunc(tenths / 10)),
      tenth: String(Math.abs(tenths % 10)),
    });
  }
  return words.number(Math.round(value));
}

const digest = (_notification: unknown, words: SentenceWords): string => {
  const { t, text, count } = words;
  const name = text('name') ?? t('analytics.custom.notifications.someView');
  const value = count('value');
  if (value === null) return t('analytics.custom.notifications.digestNoValue', { name });
  const changed = count('changed_groups') ?? 0;
  return t('analytics.custom.notifications.digestSentence', {
    name,
    value: digestFigure(value, text('unit'), words),
    count: changed,
    changed: words.number(changed),
  });
};

export const notificationKinds: NotificationKinds = {
  analytics_digest: {
    label: 'analytics.custom.notifications.digest',
    group,
    sentence: digest,
  },
};
