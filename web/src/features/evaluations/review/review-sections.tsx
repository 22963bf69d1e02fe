// The review's own sections beside the form's questions (EVA-4): the competencies (the
// organisation's corporate values, each with its behavioural indicator) and the participant's
// goals in the window with their weights, each rated 1–5 with a comment; the goals score follows
// the ratings live.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { CompetencyRating, GoalRating } from '../api/types';
import { goalsScore } from '../lib/goals-score';
import {
  competencyAnchor,
  goalAnchor,
  itemField,
  type RatedValue,
  type Ratings,
} from '../lib/review-items';

import { RatedItem } from './rated-item';

function Section({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5} data-testid={testId}>
      <Stack spacing={0.5}>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}

export type SectionProps<T> = {
  items: readonly T[];
  ratings: Ratings;
  onChange: (id: number, value: RatedValue) => void;
  /** Problems by field (itemField). */
  errors: Record<string, string>;
  readOnly: boolean;
};

export function CompetenciesSection({
  items,
  ratings,
  onChange,
  errors,
  readOnly,
}: SectionProps<CompetencyRating>) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('evaluations.review.competencies.title')}
      description={t('evaluations.review.competencies.description')}
      testId="competencies"
    >
      {items.map(({ value }) => (
        <RatedItem
          key={value.id}
          anchorId={competencyAnchor(value.id)}
          title={value.emoji ? `${value.emoji} ${value.name}` : value.name}
          detail={value.description || undefined}
          value={ratings[value.id] ?? { rating: null, comment: '' }}
          onChange={(next) => onChange(value.id, next)}
          error={errors[itemField('competencies', value.id)]}
          readOnly={readOnly}
        />
      ))}
    </Section>
  );
}

export function GoalsSection({
  items,
  ratings,
  onChange,
  errors,
  readOnly,
}: SectionProps<GoalRating>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const score = goalsScore(
    items.map(({ goal }) => ({ weight: goal.weight, rating: ratings[goal.id]?.rating ?? null })),
  );
  return (
    <Section
      title={t('evaluations.review.goals.title')}
      description={t('evaluations.review.goals.description')}
      testId="goals"
    >
      {items.map(({ goal }) => (
        <RatedItem
          key={goal.id}
          anchorId={goalAnchor(goal.id)}
          title={goal.title}
          detail={
            <>
              {goal.weight
                ? t('evaluations.review.goals.weight', { weight: goal.weight })
                : t('evaluations.review.goals.noWeight')}
              {' · '}
              {t('evaluations.review.goals.progress', {
                progress: format.number(Math.round(goal.progress)),
              })}
              {' · '}
              <DateText value={goal.starts_on} /> – <DateText value={goal.ends_on} />
            </>
          }
          value={ratings[goal.id] ?? { rating: null, comment: '' }}
          onChange={(next) => onChange(goal.id, next)}
          error={errors[itemField('goals', goal.id)]}
          readOnly={readOnly}
        />
      ))}
      <Typography aria-live="polite" sx={{ fontWeight: 700 }} data-testid="goals-score">
        {score === null
          ? t('evaluations.review.goals.scoreNone')
          : t('evaluations.review.goals.score', { score: format.number(score) })}
      </Typography>
    </Section>
  );
}
