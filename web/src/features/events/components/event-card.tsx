import LinkIcon from '@mui/icons-material/LinkOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { EventSummary } from '../api/types';
import { useViewerWhen } from '../lib/use-when';
import { eventPath } from '../paths';

import { DateBlock } from './date-block';
import { KindChip, MyStatusChip, PlacesChip, StatusChipOf } from './event-chips';

/** An event in a list: its day, title (to its page), when, where, its kind, the places left and
 *  the viewer's answer. */
export function EventCard({
  event,
  headingLevel = 'h3',
}: {
  event: EventSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const when = useViewerWhen(event);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`event-${event.id}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 2, minWidth: 0 }}
      data-testid="event-card"
    >
      <DateBlock startsAt={event.starts_at} />
      <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          id={`event-${event.id}-title`}
          variant="h3"
          component={headingLevel}
          sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={eventPath(event.id)} underline="hover" color="inherit">
            {event.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
        {event.location ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            <PlaceIcon fontSize="small" aria-hidden />
            {event.location}
          </Typography>
        ) : null}
        {!event.location && event.link ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            <LinkIcon fontSize="small" aria-hidden />
            {t('events.card.online')}
          </Typography>
        ) : null}
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <StatusChipOf status={event.status} />
          <KindChip kind={event.kind} />
          <PlacesChip event={event} />
          <MyStatusChip my={event.my} />
        </Stack>
      </Stack>
    </Paper>
  );
}
