import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import EditCalendar from '@mui/icons-material/EditCalendarOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import QrCodeScanner from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';
import { PersonAvatar } from '@/components/people/person-avatar';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';

import { eventQueryOptions, icsMutation } from '../api/events';
import type { EventDetail } from '../api/types';
import { KindChip, PlacesChip, StatusChipOf } from '../components/event-chips';
import { FeedDialog } from '../components/feed-dialog';
import { googleCalendarUrl, outlookCalendarUrl } from '../lib/calendar-links';
import { useWhen } from '../lib/use-when';
import { checkinPath, eventManagePath } from '../paths';

import { PassPanel } from './pass-panel';
import { RsvpPanel } from './rsvp-panel';

/** An event id in the address: a positive whole number; anything else is no event. */
export const EVENT_ID = /^[1-9][0-9]{0,17}$/;

/** `/events/:eventId`: one event, what the viewer answered, their pass during check-in, the
 *  calendar links; its organisers reach its management and the check-in screen from here. */
export function EventPage() {
  const { t } = useTranslation();
  const raw = useParams().eventId ?? '';
  const known = EVENT_ID.test(raw);
  const eventId = known ? Number(raw) : 0;
  const query = useQuery({ ...eventQueryOptions(eventId), enabled: known });
  useDocumentTitle(query.data?.title ?? t('events.detail.title'));
  let content;
  if (!known) content = <NotFound />;
  else if (query.isPending) content = <LoadingBlock label={t('events.detail.loading')} />;
  else if (query.isError) {
    const failure = toApiError(query.error);
    content =
      failure.status === 404 ? (
        <EmptyState
          icon="📅"
          title={t('events.detail.notFound')}
          body={t('events.detail.notFoundBody')}
        />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  } else content = <EventView event={query.data} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.events} underline="hover">
          {t('events.detail.back')}
        </Link>
      </Box>
      {content}
    </Stack>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const when = useWhen(event);
  const [feed, setFeed] = useState(false);
  const ended = event.ends_at < useNow(60_000);
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="event-title"
        sx={{ overflow: 'hidden' }}
      >
        {event.cover ? (
          <Box
            component="img"
            src={event.cover.url}
            alt=""
            sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <StatusChipOf status={event.status} />
            <KindChip kind={event.kind} />
            <PlacesChip event={event} />
          </Stack>
          <Typography id="event-title" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Typography>
          {event.status === 'cancelled' ? (
            <Alert severity="error">{t('events.detail.cancelled')}</Alert>
          ) : null}
          <Stack spacing={0.5}>
            <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CalendarMonth fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              <span>
                <span data-testid="event-when">{when.local}</span>
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${event.time_zone})`}
                </Typography>
              </span>
            </Typography>
            {when.viewer ? (
              <Typography variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
                {t('events.detail.yourTime', { when: when.viewer })}
              </Typography>
            ) : null}
            {event.location ? (
              <Typography sx={{ display: 'flex', gap: 1, overflowWrap: 'anywhere' }}>
                <PlaceIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                {event.location}
              </Typography>
            ) : null}
            {event.link ? (
              <Typography sx={{ display: 'flex', gap: 1, overflowWrap: 'anywhere' }}>
                <LinkIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
                <Link href={event.link} target="_blank" rel="noopener noreferrer">
                  {t('events.detail.joinLink')}
                </Link>
              </Typography>
            ) : null}
          </Stack>
          {event.organisers.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('events.detail.organisers')}
              </Typography>
              {event.organisers.map((person) => (
                <Stack key={person.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <PersonAvatar person={person} size={28} />
                  <Typography variant="body2">{person.full_name}</Typography>
                </Stack>
              ))}
            </Stack>
          ) : null}
          {event.attendance_points > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('events.detail.points', {
                count: event.attendance_points,
                points: format.number(event.attendance_points),
              })}
            </Typography>
          ) : null}
          {event.description ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.description}
            </Typography>
          ) : null}
          {event.status !== 'draft' ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <DownloadButton
                mutation={icsMutation(event.id)}
                fileName={`evento-${event.id}.ics`}
                label={t('events.detail.ics')}
                icon={<EventAvailable />}
              />
              {event.status === 'published' && !ended ? (
                <>
                  <Button
                    variant="outlined"
                    href={googleCalendarUrl(event)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('events.detail.google')}
                  </Button>
                  <Button
                    variant="outlined"
                    href={outlookCalendarUrl(event)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('events.detail.outlook')}
                  </Button>
                </>
              ) : null}
              <Button variant="text" onClick={() => setFeed(true)}>
                {t('events.feed.open')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      {event.can_manage ? <OrganiserPanel event={event} /> : null}
      {event.status === 'published' ? <RsvpPanel event={event} /> : null}
      {event.status === 'published' && event.my?.status === 'confirmed' ? (
        <PassPanel event={event} />
      ) : null}
      {feed ? <FeedDialog onClose={() => setFeed(false)} /> : null}
    </Stack>
  );
}

/** What organisers see of their event: the counts, and the ways to its management (edit,
 *  publish, attendees) and to the check-in screen. */
function OrganiserPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { counts } = event;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="event-organiser"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="event-organiser" variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('events.organiser.title')}
        </Typography>
        <Typography data-testid="event-counts">
          {t('events.organiser.counts', {
            confirmed: format.number(counts.confirmed),
            offered: format.number(counts.offered),
            waitlisted: format.number(counts.waitlisted),
            maybe: format.number(counts.maybe),
            checkedIn: format.number(counts.checked_in),
          })}
          {event.capacity !== null
            ? ` · ${t('events.organiser.capacity', { capacity: format.number(event.capacity) })}`
            : ''}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
          <Button
            component={RouterLink}
            to={eventManagePath(event.id)}
            variant="outlined"
            startIcon={<EditCalendar />}
          >
            {t('events.organiser.manage')}
          </Button>
          <Button
            component={RouterLink}
            to={checkinPath(event.id)}
            variant="contained"
            startIcon={<QrCodeScanner />}
          >
            {t('events.organiser.checkin')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
