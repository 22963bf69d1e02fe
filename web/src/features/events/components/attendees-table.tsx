import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { DateTimeText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNumberFormat } from '@/i18n/use-number-format';
import { formatDate, formatTime } from '@/lib/format-date';
import { saveBlob } from '@/lib/save-blob';

import { attendeesQueryOptions, fetchAllAttendees } from '../api/events';
import type { Attendee, AttendeesSummary } from '../api/types';
import { optionLabel } from '../lib/option-label';
import { registrantsCsv } from '../lib/registrants-csv';
import { useEventErrorMessage } from '../lib/use-event-error';

/** An event's registrations for its organisers (EVT-7): who has a place (and their guests), who
 *  waits, who came, the custom answer given, with the counts, the no-show rate once it ended,
 *  each custom answer's count, and the export. Guests are not checked in: the person is. */
export function AttendeesTable({ eventId, title }: { eventId: number; title: string }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(attendeesQueryOptions(eventId));
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('events.attendees.title')}
        </Typography>
        <ExportButton eventId={eventId} title={title} />
      </Stack>
      {list.data?.summary ? <Summary summary={list.data.summary} /> : null}
      <ResourceTable
        tableId="eventAttendees"
        query={list}
        rows={(data) => data.items}
        rowKey={(row) => String(row.registration_id)}
        label={t('events.attendees.tableLabel')}
        loadingLabel={t('events.attendees.loading')}
        empty={<EmptyState icon="🙋" title={t('events.attendees.empty')} />}
        columns={[
          {
            key: 'name',
            header: t('events.attendees.columns.name'),
            rowHeader: true,
            render: (row) => (
              <>
                {row.person.full_name}
                {row.guests > 0 ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    data-testid="attendee-guests"
                  >
                    {' '}
                    {t('events.attendees.guests', { count: row.guests })}
                  </Typography>
                ) : null}
              </>
            ),
          },
          {
            key: 'status',
            header: t('events.attendees.columns.status'),
            render: (row) => {
              const option = list.data?.summary?.options.find(
                (entry) => entry.key === row.option_key,
              );
              return (
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <AttendeeStatus row={row} />
                  {option ? (
                    <Typography variant="body2" color="text.secondary">
                      {optionLabel(option, i18n.language)}
                    </Typography>
                  ) : null}
                </Stack>
              );
            },
          },
          {
            key: 'checkin',
            header: t('events.attendees.columns.checkin'),
            render: (row) =>
              row.checked_in_at === null ? (
                '—'
              ) : (
                <span data-testid="attendee-checked-in">
                  <DateTimeText value={row.checked_in_at} />
                </span>
              ),
          },
        ]}
      />
    </Stack>
  );
}

function AttendeeStatus({ row }: { row: Attendee }) {
  const { t } = useTranslation();
  if (row.response !== 'going') return <>{t(`events.attendees.response.${row.response}`)}</>;
  if (row.status === 'waitlisted')
    return <>{t('events.attendees.waitlisted', { position: row.waitlist_position ?? '—' })}</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.status === 'confirmed' ? 'success' : 'default'}
      label={t(`events.attendees.status.${row.status}`)}
    />
  );
}

function Summary({ summary }: { summary: AttendeesSummary }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const { counts } = summary;
  return (
    <Stack spacing={0.5}>
      <Typography data-testid="attendees-summary">
        {t('events.attendees.summary', {
          confirmed: format.number(counts.confirmed),
          checkedIn: format.number(counts.checked_in),
          waitlisted: format.number(counts.waitlisted),
        })}
        {summary.no_show_rate !== null
          ? ` · ${t('events.attendees.noShow', {
              rate: new Intl.NumberFormat(undefined, {
                style: 'percent',
                maximumFractionDigits: 0,
              }).format(summary.no_show_rate),
            })}`
          : ''}
        {counts.guests > 0
          ? ` · ${t('events.attendees.guestsTotal', { count: counts.guests })}`
          : ''}
      </Typography>
      {summary.options.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="attendees-options">
          {summary.options
            .map(
              (option) => `${optionLabel(option, i18n.language)}: ${format.number(option.count)}`,
            )
            .join(' · ')}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The registrants as a CSV file. */
export function ExportButton({ eventId, title }: { eventId: number; title: string }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useEventErrorMessage();
  const today = t('dates.today');
  const exportCsv = useMutation({
    mutationFn: async () => {
      const rows = await fetchAllAttendees(eventId);
      const csv = registrantsCsv(rows, {
        headers: {
          name: t('events.attendees.csv.name'),
          email: t('events.attendees.csv.email'),
          response: t('events.attendees.csv.response'),
          status: t('events.attendees.csv.status'),
          position: t('events.attendees.csv.position'),
          registeredAt: t('events.attendees.csv.registeredAt'),
          checkedInAt: t('events.attendees.csv.checkedInAt'),
          checkedInBy: t('events.attendees.csv.checkedInBy'),
          pointsPaid: t('events.attendees.csv.pointsPaid'),
          answers: t('events.attendees.csv.answers'),
        },
        response: (value) => t(`events.attendees.response.${value}`),
        status: (value) => t(`events.attendees.status.${value}`),
        yes: t('events.attendees.csv.yes'),
        no: t('events.attendees.csv.no'),
        moment: (ms) =>
          `${formatDate(ms, { language: i18n.language, todayLabel: today })} ${formatTime(ms)}`,
      });
      const safe = title
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${safe || 'evento'}.csv`);
    },
  });
  return (
    <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={exportCsv.isPending}
        loadingPosition="start"
        onClick={() => exportCsv.mutate()}
      >
        {t('events.attendees.export')}
      </Button>
      {exportCsv.isError ? (
        <Typography variant="body2" color="error" role="alert">
          {errorMessage(exportCsv.error)}
        </Typography>
      ) : null}
    </Stack>
  );
}
