import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/use-now';

import { eventsQueryOptions } from '../api/events';
import type { EventSummary } from '../api/types';
import { useViewerWhen } from '../lib/use-when';
import { eventPath, eventsParams } from '../paths';

import { MyStatusChip } from './event-chips';

/** "Tus próximos eventos" on the home: the next three the person answered, each leading to its
 *  page; nothing when there are none. */
export function MyEventsCard() {
  const { t } = useTranslation();
  const query = useQuery(eventsQueryOptions('mine', 0));
  const now = useNow(60_000);
  const events = (query.data?.items ?? [])
    .filter((event) => event.ends_at >= now && event.status === 'published')
    .slice(0, 3);
  if (events.length === 0) return null;
  return (
    <HomeCard
      title={t('events.home.title')}
      seeAll={{ to: `${paths.events}?${eventsParams.tab}=mine`, label: t('events.home.seeAll') }}
      testId="my-events-card"
    >
      <HomeLinkList
        label={t('events.home.listLabel')}
        items={events}
        itemKey={(event) => event.id}
        itemTo={(event) => eventPath(event.id)}
        renderItem={(event) => <Item event={event} />}
      />
    </HomeCard>
  );
}

function Item({ event }: { event: EventSummary }) {
  const when = useViewerWhen(event);
  return (
    <Stack spacing={0.5}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <MyStatusChip my={event.my} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {when}
      </Typography>
    </Stack>
  );
}
