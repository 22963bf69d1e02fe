// The evidence panel (EVA-★1): what Aplauso itself knows of the participant in the cycle's window
// — recognitions received and given with their values, the values counted, goal check-ins and
// badges — beside the form, against recency bias.
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PlainList } from '@/components/layout/plain-list';
import { useNumberFormat } from '@/i18n/use-number-format';

import { evidenceQueryOptions } from '../api/evaluations';
import type { Evidence, EvidencePost, EvidenceValue } from '../api/types';

const CHECKIN_STATUSES = ['on_track', 'progressing', 'off_track'] as const;

function Part({ title, count, children }: { title: string; count?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
        {count ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {count}
          </Typography>
        ) : null}
      </Typography>
      {children}
    </Stack>
  );
}

function ValueChips({ values }: { values: readonly EvidenceValue[] }) {
  if (values.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((value) => (
        <Chip
          key={value.id}
          size="small"
          variant="outlined"
          label={value.emoji ? `${value.emoji} ${value.name}` : value.name}
        />
      ))}
    </Stack>
  );
}

function RecognitionList({
  items,
  direction,
  label,
}: {
  items: readonly EvidencePost[];
  direction: 'received' | 'given';
  label: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t(`evaluations.evidence.none.${direction}`)}
      </Typography>
    );
  return (
    <PlainList label={label} sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={item.post_id}
          spacing={0.5}
          data-testid={`evidence-${direction}`}
        >
          <Typography variant="body2">
            <strong>
              {t(`evaluations.evidence.${direction === 'received' ? 'from' : 'to'}`, {
                names: item.people.map((person) => person.full_name).join(', '),
              })}
            </strong>
            {' · '}
            <DateText value={item.date} />
            {item.points > 0
              ? ` · ${t('evaluations.evidence.points', { count: item.points, points: format.number(item.points) })}`
              : ''}
          </Typography>
          {item.message ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {item.message}
            </Typography>
          ) : null}
          <ValueChips values={item.values} />
        </Stack>
      ))}
    </PlainList>
  );
}

/** The evidence itself, once read. */
export function EvidenceView({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const count = (shown: number, total: number) =>
    total > shown
      ? t('evaluations.evidence.someOf', {
          shown: format.number(shown),
          total: format.number(total),
        })
      : `(${format.number(total)})`;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Part title={t('evaluations.evidence.values')}>
        {evidence.value_counts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.evidence.none.values')}
          </Typography>
        ) : (
          <PlainList
            label={t('evaluations.evidence.values')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {evidence.value_counts.map(({ value, count: times }) => (
              <li key={value.id}>
                <Chip
                  size="small"
                  label={t('evaluations.evidence.valueCount', {
                    value: value.emoji ? `${value.emoji} ${value.name}` : value.name,
                    count: times,
                    times: format.number(times),
                  })}
                />
              </li>
            ))}
          </PlainList>
        )}
      </Part>
      <Part
        title={t('evaluations.evidence.received')}
        count={count(evidence.received.items.length, evidence.received.total)}
      >
        <RecognitionList
          items={evidence.received.items}
          direction="received"
          label={t('evaluations.evidence.received')}
        />
      </Part>
      <Part
        title={t('evaluations.evidence.given')}
        count={count(evidence.given.items.length, evidence.given.total)}
      >
        <RecognitionList
          items={evidence.given.items}
          direction="given"
          label={t('evaluations.evidence.given')}
        />
      </Part>
      <Part title={t('evaluations.evidence.checkins')}>
        {evidence.checkins.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.evidence.none.checkins')}
          </Typography>
        ) : (
          <PlainList label={t('evaluations.evidence.checkins')} sx={{ display: 'grid', gap: 1.5 }}>
            {evidence.checkins.map((checkin, index) => (
              <Stack
                component="li"
                key={`${checkin.goal.id}-${checkin.date}-${index}`}
                spacing={0.25}
              >
                <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {checkin.goal.title}
                </Typography>
                <Typography variant="body2">
                  <DateText value={checkin.date} />
                  {checkin.value !== null
                    ? ` · ${t('evaluations.evidence.checkinValue', { value: format.number(checkin.value) })}`
                    : ''}
                  {checkin.status &&
                  (CHECKIN_STATUSES as readonly string[]).includes(checkin.status)
                    ? ` · ${t(`evaluations.evidence.checkinStatus.${checkin.status as (typeof CHECKIN_STATUSES)[number]}`)}`
                    : ''}
                  {checkin.confidence
                    ? ` · ${t('evaluations.evidence.confidence', { confidence: checkin.confidence })}`
                    : ''}
                </Typography>
                {checkin.comment ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {checkin.comment}
                  </Typography>
                ) : null}
              </Stack>
            ))}
          </PlainList>
        )}
      </Part>
      <Part title={t('evaluations.evidence.badges')}>
        {evidence.badges.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.evidence.none.badges')}
          </Typography>
        ) : (
          <PlainList label={t('evaluations.evidence.badges')} sx={{ display: 'grid', gap: 0.5 }}>
            {evidence.badges.map((badge, index) => (
              <Typography
                component="li"
                variant="body2"
                key={`${badge.name}-${badge.date}-${index}`}
              >
                🏅 {badge.name} · <DateText value={badge.date} />
              </Typography>
            ))}
          </PlainList>
        )}
      </Part>
    </Stack>
  );
}

/** The panel: its title, the window it covers, and the evidence (loading and failure states). */
export function EvidencePanel({ reviewId, headingId }: { reviewId: number; headingId: string }) {
  const { t } = useTranslation();
  const evidence = useQuery(evidenceQueryOptions(reviewId));
  return (
    <Stack spacing={1.5} data-testid="evidence">
      <Stack spacing={0.5}>
        <Typography id={headingId} variant="h2">
          {t('evaluations.evidence.title')}
        </Typography>
        {evidence.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.evidence.window')} <DateText value={evidence.data.window.from} /> –{' '}
            <DateText value={evidence.data.window.to} />
          </Typography>
        ) : null}
      </Stack>
      {evidence.isPending ? (
        <LoadingBlock label={t('evaluations.evidence.loading')} />
      ) : evidence.isError ? (
        <LoadError
          error={evidence.error}
          onRetry={() => void evidence.refetch()}
          retrying={evidence.isFetching}
        />
      ) : (
        <EvidenceView evidence={evidence.data} />
      )}
    </Stack>
  );
}
