import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useNow } from '@/lib/use-now';

import { eventsQueryOptions, PAGE_SIZE, type EventListScope } from '../api/events';
import type { EventSummary } from '../api/types';
import { EventCard } from '../components/event-card';
import { usePageAria } from '../lib/use-page-aria';

/** A list of events (the upcoming ones first, then those that ended, under their own heading),
 *  a page at a time. */
export function EventListTab({ scope }: { scope: Extract<EventListScope, 'upcoming' | 'mine'> }) {
  const { t } = useTranslation();
  const pageAria = usePageAria();
  const [page, setPage] = useState(0);
  const list = useQuery(eventsQueryOptions(scope, page));
  const now = useNow(60_000);
  return (
    <QueryContent
      query={list}
      loadingLabel={t('events.page.loading')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon="📅"
          title={t(`events.page.empty.${scope}`)}
          body={t(`events.page.emptyBody.${scope}`)}
        />
      }
    >
      {(data) => {
        const coming = data.items.filter((event) => event.ends_at >= now);
        const ended = data.items.filter((event) => event.ends_at < now);
        const pages = Math.max(1, Math.ceil((data.meta.total ?? 0) / PAGE_SIZE));
        return (
          <Stack spacing={2}>
            <Cards events={coming} />
            {ended.length > 0 ? (
              <Stack spacing={1.5}>
                <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                  {t('events.page.ended')}
                </Typography>
                <Cards events={ended} />
              </Stack>
            ) : null}
            {pages > 1 ? (
              <Pagination
                count={pages}
                page={page + 1}
                onChange={(_event, next) => setPage(next - 1)}
                getItemAriaLabel={pageAria}
                sx={{ alignSelf: 'center' }}
              />
            ) : null}
          </Stack>
        );
      }}
    </QueryContent>
  );
}

function Cards({ events }: { events: EventSummary[] }) {
  if (events.length === 0) return null;
  return (
    <Stack
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </Stack>
  );
}
