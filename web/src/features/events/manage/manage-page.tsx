import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';

import { toApiError } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { EventEditor } from '../admin/event-editor';
import { LifecycleActions } from '../admin/lifecycle-actions';
import { eventQueryOptions } from '../api/events';
import type { EventDetail } from '../api/types';
import { AttendeesTable } from '../components/attendees-table';
import { eventPath, eventsParams } from '../paths';

const MANAGE_TABS = ['edit', 'attendees'] as const;
type ManageTab = (typeof MANAGE_TABS)[number];

/** `/events/:eventId/manage`: an event's organisers (and admins) edit it (the console's editor;
 *  organisers without the admin-only fields), publish it and see its attendees, from the event
 *  page. Anyone else who may see the event is told it is not theirs to manage; 404 otherwise. */
export function ManagePage() {
  const { t } = useTranslation();
  const raw = useParams().eventId ?? '';
  const known = /^[1-9][0-9]{0,17}$/.test(raw);
  const eventId = known ? Number(raw) : 0;
  const query = useQuery({ ...eventQueryOptions(eventId), enabled: known });
  useDocumentTitle(t('events.manage.title'));
  let content;
  if (!known) content = <NotFound />;
  else if (query.isPending) content = <LoadingBlock label={t('events.detail.loading')} />;
  else if (query.isError)
    content =
      toApiError(query.error).status === 404 ? (
        <EmptyState
          icon="📅"
          title={t('events.detail.notFound')}
          body={t('events.detail.notFoundBody')}
        />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      );
  else if (!query.data.can_manage)
    content = <EmptyState icon="🔒" title={t('events.manage.notOrganiser')} />;
  else content = <ManageView event={query.data} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link
          component={RouterLink}
          to={known ? eventPath(eventId) : paths.events}
          underline="hover"
        >
          {t('events.checkin.back')}
        </Link>
      </Box>
      {content}
    </Stack>
  );
}

function ManageView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const admin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const shown = params.get(eventsParams.tab);
  const tab: ManageTab = MANAGE_TABS.find((entry) => entry === shown) ?? 'edit';
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('events.manage.title')}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
      </Stack>
      <LifecycleActions
        event={event}
        admin={admin}
        onGone={() => void navigate(paths.events, { replace: true })}
      />
      <Box sx={{ minWidth: 0 }}>
        <TabbedPanel
          idPrefix="event-manage"
          label={t('events.manage.tabsLabel')}
          tabs={MANAGE_TABS.map((value) => ({ value, label: t(`events.manage.tabs.${value}`) }))}
          value={tab}
          onChange={(next) =>
            setParams(next === 'edit' ? {} : { [eventsParams.tab]: next }, { replace: true })
          }
          scrollable
          tabsSx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ pt: 2 }}>
            {tab === 'edit' ? (
              <EventEditor
                key={`${event.id}.${event.updated_at}`}
                event={event}
                orgTimeZone={event.time_zone}
                admin={admin}
                embedded
                onBack={() => void navigate(eventPath(event.id))}
                onCreated={() => undefined}
              />
            ) : (
              <AttendeesTable eventId={event.id} title={event.title} />
            )}
          </Box>
        </TabbedPanel>
      </Box>
    </Stack>
  );
}
