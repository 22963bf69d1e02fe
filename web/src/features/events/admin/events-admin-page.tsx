import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { organizationQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { MANAGE_PAGE_SIZE, manageEventsQueryOptions } from '../api/admin-events';
import { eventQueryOptions } from '../api/events';
import { EVENT_STATUSES, type EventStatus } from '../api/types';
import { AttendeesTable } from '../components/attendees-table';
import { StatusChipOf } from '../components/event-chips';
import { usePageAria } from '../lib/use-page-aria';
import { useViewerWhen } from '../lib/use-when';
import { eventsParams } from '../paths';

import { EventEditor } from './event-editor';

const idOf = (value: string | null) =>
  value !== null && /^[1-9][0-9]{0,17}$/.test(value) ? Number(value) : null;

/** The console's events section: every event (any status), one in the editor (`?event=<id>`),
 *  a new one (`?newEvent`), one's registrants (`?event=<id>&panel=registrants`). */
export function EventsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const eventId = idOf(params.get(eventsParams.event));
  const creating = params.has(eventsParams.create);
  const registrants = params.get(eventsParams.panel) === 'registrants';
  useDocumentTitle(t('events.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (eventId !== null && registrants)
    return <RegistrantsPanel eventId={eventId} onBack={() => go({})} />;
  if (eventId !== null || creating)
    return (
      <EditorLoader
        key={eventId ?? 'new'}
        eventId={eventId}
        onBack={() => go({})}
        onCreated={(created) => go({ [eventsParams.event]: String(created) }, true)}
      />
    );
  return (
    <EventsList
      onCreate={() => go({ [eventsParams.create]: '' })}
      onOpen={(id) => go({ [eventsParams.event]: String(id) })}
      onRegistrants={(id) =>
        go({ [eventsParams.event]: String(id), [eventsParams.panel]: 'registrants' })
      }
    />
  );
}

function EditorLoader({
  eventId,
  onBack,
  onCreated,
}: {
  eventId: number | null;
  onBack: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const org = useQuery(organizationQueryOptions());
  const event = useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });
  const admin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const zone = org.data?.timezone ?? 'America/Santiago';
  if (eventId === null)
    return (
      <QueryContent query={org} loadingLabel={t('admin.common.loading')}>
        {() => (
          <EventEditor
            event={null}
            orgTimeZone={zone}
            admin={admin}
            onBack={onBack}
            onCreated={onCreated}
          />
        )}
      </QueryContent>
    );
  return (
    <QueryContent query={event} loadingLabel={t('admin.common.loading')}>
      {(data) => (
        <EventEditor
          key={`${data.id}.${data.updated_at}`}
          event={data}
          orgTimeZone={zone}
          admin={admin}
          onBack={onBack}
          onCreated={onCreated}
        />
      )}
    </QueryContent>
  );
}

function EventsList({
  onCreate,
  onOpen,
  onRegistrants,
}: {
  onCreate: () => void;
  onOpen: (id: number) => void;
  onRegistrants: (id: number) => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const pageAria = usePageAria();
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [page, setPage] = useState(0);
  const list = useQuery(manageEventsQueryOptions(status, page));
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('events.admin.title')}
        description={t('events.admin.description')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('events.admin.create')}
          </Button>
        }
      />
      <Stack direction="row" sx={{ maxWidth: 280 }}>
        <SelectInput
          id="events-admin-status"
          label={t('events.admin.statusFilter')}
          value={status}
          onChange={(change) => {
            setStatus(change.target.value as EventStatus | '');
            setPage(0);
          }}
          options={[
            { value: '', label: t('events.admin.allStatuses') },
            ...EVENT_STATUSES.map((entry) => ({
              value: entry,
              label: t(`events.status.${entry}`),
            })),
          ]}
        />
      </Stack>
      <ResourceTable
        tableId="adminEvents"
        query={list}
        rows={(data) => data.items}
        rowKey={(event) => String(event.id)}
        label={t('events.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="📅"
            title={t('events.admin.empty')}
            body={t('events.admin.emptyBody')}
            action={
              <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
                {t('events.admin.create')}
              </Button>
            }
          />
        }
        pagination={(data) => {
          const pages = Math.max(1, Math.ceil((data.meta.total ?? 0) / MANAGE_PAGE_SIZE));
          return pages > 1 ? (
            <Stack sx={{ p: 1, alignItems: 'center' }}>
              <Pagination
                count={pages}
                page={page + 1}
                onChange={(_change, next) => setPage(next - 1)}
                getItemAriaLabel={pageAria}
              />
            </Stack>
          ) : null;
        }}
        columns={[
          {
            key: 'title',
            header: t('events.admin.columns.title'),
            rowHeader: true,
            cellStyle: { maxWidth: 320, overflowWrap: 'anywhere' },
            render: (event) => (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {event.title}
              </Typography>
            ),
          },
          {
            key: 'when',
            header: t('events.admin.columns.when'),
            render: (event) => <When event={event} />,
          },
          {
            key: 'status',
            header: t('events.admin.columns.status'),
            render: (event) =>
              event.status === 'published' ? (
                t('events.status.published')
              ) : (
                <StatusChipOf status={event.status} />
              ),
          },
          {
            key: 'registered',
            header: t('events.admin.columns.registered'),
            render: (event) =>
              event.capacity === null
                ? format.number(event.counts.confirmed)
                : `${format.number(event.counts.confirmed)} / ${format.number(event.capacity)}`,
          },
        ]}
        actions={{
          header: t('events.admin.columns.actions'),
          render: (event) => (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => onOpen(event.id)}>
                {t('events.admin.edit')}
              </Button>
              <Button size="small" onClick={() => onRegistrants(event.id)}>
                {t('events.admin.registrants')}
              </Button>
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}

function When({ event }: { event: { starts_at: number; ends_at: number; time_zone: string } }) {
  return <>{useViewerWhen(event)}</>;
}

function RegistrantsPanel({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const event = useQuery(eventQueryOptions(eventId));
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button onClick={onBack}>{t('events.admin.back')}</Button>
      </Stack>
      <QueryContent query={event} loadingLabel={t('admin.common.loading')}>
        {(data) => (
          <Stack spacing={2}>
            <SectionHeader title={data.title} description={t('events.admin.registrantsIntro')} />
            <AttendeesTable eventId={data.id} title={data.title} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
