import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  celebrationsQueryOptions,
  type CelebrationKind,
  type Celebrations,
} from '../api/celebrations';

import { CelebrantList } from './celebrant-list';

/** People of the month shown before "see the whole month". */
export const MONTH_PREVIEW = 5;

const TEXTS = {
  birthdays: {
    emoji: '🎂',
    title: 'celebrations.birthdays',
    loading: 'celebrations.loadingBirthdays',
    empty: 'celebrations.noBirthdays',
  },
  anniversaries: {
    emoji: '🎉',
    title: 'celebrations.anniversaries',
    loading: 'celebrations.loadingAnniversaries',
    empty: 'celebrations.noAnniversaries',
  },
} as const;

const isEmpty = (data: Celebrations) => data.today.length === 0 && data.month.length === 0;

export type CelebrationSectionProps = { kind: CelebrationKind };

/** Birthdays or work anniversaries: today's people first, highlighted, then the rest of the
 *  month in day order (the first few, and the whole month on request). */
export function CelebrationSection({ kind }: CelebrationSectionProps) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  const titleId = useId();
  const query = useQuery(celebrationsQueryOptions(kind));
  // The module was switched off since the page loaded: the section goes with it.
  if (query.isError && toApiError(query.error).code === 'module_disabled') return null;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="h3">
        <span aria-hidden>{texts.emoji} </span>
        {t(texts.title)}
      </Typography>
      <QueryContent
        query={query}
        loadingLabel={t(texts.loading)}
        isEmpty={isEmpty}
        empty={<EmptyState icon={texts.emoji} title={t(texts.empty)} />}
      >
        {(data) => <CelebrationLists data={data} kind={kind} />}
      </QueryContent>
    </Stack>
  );
}

function CelebrationLists({ data, kind }: { data: Celebrations; kind: CelebrationKind }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const rest = data.month.filter((person) => !person.today);
  const shown = expanded ? rest : rest.slice(0, MONTH_PREVIEW);

  return (
    <Stack spacing={2}>
      {data.today.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h4">
            {t('celebrations.today')}
          </Typography>
          <CelebrantList
            celebrants={data.today}
            label={t('celebrations.todayList')}
            highlighted
            kind={kind}
          />
        </Stack>
      ) : null}
      {rest.length > 0 ? (
        <Stack spacing={1} id={listId}>
          <Typography variant="subtitle2" component="h4">
            {t('celebrations.thisMonth')}
          </Typography>
          <CelebrantList celebrants={shown} label={t('celebrations.monthList')} />
          {rest.length > MONTH_PREVIEW ? (
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {expanded
                ? t('celebrations.showLess')
                : t('celebrations.showAll', {
                    count: rest.length,
                    formatted: format.number(rest.length),
                  })}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('celebrations.nobodyElse')}
        </Typography>
      )}
    </Stack>
  );
}
