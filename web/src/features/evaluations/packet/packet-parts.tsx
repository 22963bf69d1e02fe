// The parts of a packet: a named review (self or leader: the form's answers read-only, the
// competencies and goals with their ratings) and an anonymous group's aggregate (peers, upward,
// "otros": means and counts, the comments without names), or the privacy note where a group is
// hidden.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormRenderer } from '@/components/forms/form-renderer';
import { PlainList } from '@/components/layout/plain-list';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { Aggregate, AggregateItem, PacketPart } from '../api/types';
import { goalsScore } from '../lib/goals-score';

/** A titled part of the packet (h2). */
export function PacketSection({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      data-testid={testId}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id={id} variant="h2">
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function Rating({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
      {rating ? t('evaluations.rating.ofFive', { rating }) : t('evaluations.rating.none')}
    </Typography>
  );
}

/** A named review's answers, competencies and goals, read-only. */
export function NamedPartView({ part }: { part: PacketPart }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const score = goalsScore(part.goals.map(({ goal, rating }) => ({ weight: goal.weight, rating })));
  return (
    <Stack spacing={3}>
      {Object.keys(part.answers).length > 0 ? (
        <FormRenderer
          definition={part.form.definition}
          context={{}}
          defaultValues={part.answers}
          readOnly
          onSubmit={() => Promise.resolve()}
        />
      ) : null}
      {part.competencies.length > 0 ? (
        <Stack spacing={1}>
          <Typography component="h3" variant="h3">
            {t('evaluations.review.competencies.title')}
          </Typography>
          <PlainList sx={{ display: 'grid', gap: 1 }}>
            {part.competencies.map(({ value, rating, comment }) => (
              <Stack component="li" key={value.id} spacing={0.25}>
                <Typography variant="body2">
                  {value.emoji ? `${value.emoji} ${value.name}` : value.name}:{' '}
                  <Rating rating={rating} />
                </Typography>
                {comment ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {comment}
                  </Typography>
                ) : null}
              </Stack>
            ))}
          </PlainList>
        </Stack>
      ) : null}
      {part.goals.length > 0 ? (
        <Stack spacing={1}>
          <Typography component="h3" variant="h3">
            {t('evaluations.review.goals.title')}
          </Typography>
          <PlainList sx={{ display: 'grid', gap: 1 }}>
            {part.goals.map(({ goal, rating, comment }) => (
              <Stack component="li" key={goal.id} spacing={0.25}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {goal.title}
                  {' · '}
                  {goal.weight
                    ? t('evaluations.review.goals.weight', { weight: goal.weight })
                    : t('evaluations.review.goals.noWeight')}
                  {' · '}
                  <Rating rating={rating} />
                </Typography>
                {comment ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {comment}
                  </Typography>
                ) : null}
              </Stack>
            ))}
          </PlainList>
          <Typography sx={{ fontWeight: 700 }}>
            {score === null
              ? t('evaluations.review.goals.scoreNone')
              : t('evaluations.review.goals.score', { score: format.number(score) })}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The counts of an item's answers, "1: 0 · 2: 1 · 3: 4" (answers by rating). */
function countsText(counts: AggregateItem['counts']): string | null {
  if (!counts) return null;
  const entries = Object.entries(counts).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return null;
  return entries.map(([key, count]) => `${key}: ${count}`).join(' · ');
}

/** An anonymous group's results: each rated item's mean and answers, and the comments. */
export function AggregateView({ aggregate }: { aggregate: Aggregate }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const rated = aggregate.items.filter((item) => item.mean !== undefined && item.mean !== null);
  const titles = new Map(aggregate.items.map((item) => [item.item, item.title]));
  return (
    <Stack spacing={2}>
      {aggregate.respondents_shown && aggregate.respondents ? (
        <Typography variant="body2" color="text.secondary">
          {t('evaluations.packet.respondents', {
            count: aggregate.respondents,
            people: format.number(aggregate.respondents),
          })}
        </Typography>
      ) : null}
      {rated.length > 0 ? (
        <PlainList sx={{ display: 'grid', gap: 1 }} label={t('evaluations.packet.means')}>
          {rated.map((item) => {
            const counts = countsText(item.counts);
            return (
              <Stack component="li" key={item.item} spacing={0.25}>
                <Typography variant="body2">
                  {item.title}:{' '}
                  <strong>
                    {t('evaluations.packet.mean', { mean: format.number(item.mean as number) })}
                  </strong>
                  {item.respondents
                    ? ` · ${t('evaluations.packet.answers', { count: item.respondents, people: format.number(item.respondents) })}`
                    : ''}
                </Typography>
                {counts ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('evaluations.packet.counts', { counts })}
                  </Typography>
                ) : null}
              </Stack>
            );
          })}
        </PlainList>
      ) : null}
      {aggregate.comments.length > 0 ? (
        <Stack spacing={1}>
          <Typography component="h3" variant="h3">
            {t('evaluations.packet.comments')}
          </Typography>
          <PlainList sx={{ display: 'grid', gap: 1 }} label={t('evaluations.packet.comments')}>
            {aggregate.comments.map((comment, index) => (
              <Stack component="li" key={`${comment.item}-${index}`} spacing={0.25}>
                <Typography variant="body2" color="text.secondary">
                  {comment.title ?? titles.get(comment.item) ?? comment.item}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  «{comment.text}»
                </Typography>
              </Stack>
            ))}
          </PlainList>
        </Stack>
      ) : null}
      {rated.length === 0 && aggregate.comments.length === 0 ? (
        <Typography color="text.secondary">{t('evaluations.packet.noAnswers')}</Typography>
      ) : null}
    </Stack>
  );
}

/** A group held back: too small to show ("Menos de 3 respuestas: oculto por privacidad"), or,
 *  while writing is not over, not read yet (the figures would move with each answer). */
export function HiddenGroup({ early }: { early: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={false}>
      {t(early ? 'evaluations.packet.notYetRead' : 'evaluations.packet.hidden')}
    </Alert>
  );
}
