import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { formatDate } from '@/lib/format-date';

import type { Challenge, ChallengeMetric, ChallengeProductEvent } from '../api/challenges';

/** What a challenge counts, in the glossary's words: its metric, or its product event. */
type Counted = Exclude<ChallengeMetric, 'product_event'> | ChallengeProductEvent;
const counted = (challenge: Pick<Challenge, 'metric' | 'product_event'>): Counted =>
  challenge.metric === 'product_event'
    ? (challenge.product_event ?? 'recognition_sent')
    : challenge.metric;

type Goal = Pick<Challenge, 'metric' | 'product_event' | 'target' | 'unit' | 'recurrence'>;

/** How a challenge is told in words: its goal ("Envía 5 reconocimientos", "Suma 50 km"), with its
 *  recurrence ("cada semana"); an amount in its unit ("12,5 km", "3 reclamos"); its period ("Del
 *  01/03/2026 al 31/03/2026"); a day ("hoy"). */
export function useChallengeWords() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const day = useCallback(
    (value: string) =>
      formatDate(value, { language: i18n.language, todayLabel: t('challenges.today') }),
    [t, i18n.language],
  );
  const amount = useCallback(
    (challenge: Pick<Challenge, 'metric' | 'product_event' | 'unit'>, value: number) => {
      const formatted = format.number(value);
      if (challenge.metric === 'number')
        return challenge.unit ? `${formatted} ${challenge.unit}` : formatted;
      const what = counted(challenge);
      if (what === 'number') return formatted;
      return t(`challenges.amount.${what}`, { count: value, formatted });
    },
    [t, format],
  );
  const goal = useCallback(
    (challenge: Goal) => {
      const formatted = format.number(challenge.target);
      const text = t(`challenges.goalText.${counted(challenge)}`, {
        count: challenge.target,
        formatted,
        unit: challenge.unit ?? '',
      });
      return challenge.recurrence === 'none'
        ? text
        : t('challenges.goalText.recurring', {
            goal: text,
            every: t(`challenges.recurrence.${challenge.recurrence}`),
          });
    },
    [t, format],
  );
  const period = useCallback(
    (challenge: Pick<Challenge, 'starts_on' | 'ends_on'>) =>
      t('challenges.period', { from: day(challenge.starts_on), to: day(challenge.ends_on) }),
    [t, day],
  );
  return { day, amount, goal, period };
}
