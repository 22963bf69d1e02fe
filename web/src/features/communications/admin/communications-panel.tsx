import Add from '@mui/icons-material/Add';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';
import { useAppStore } from '@/stores/app-store';

import {
  adminCommunicationsQueryOptions,
  pinCommunicationMutation,
  type AdminCommunication,
} from '../api/admin-communications';
import { groupsQueryOptions } from '../api/groups';
import { whatsAppSettingsQueryOptions } from '../api/whatsapp';
import { useAudienceLabel } from '../hooks/use-audience-label';
import { useChannelLabels } from '../hooks/use-channel-labels';

import { ComposeDialog } from './compose-dialog';
import { CHANNELS } from './compose-form-schema';
import { RecipientsReportDialog } from './recipients-report-dialog';

/** Every communication sent, newest first: who it went to, by which channels, how far its
 *  delivery got, how many read and confirmed it, pinned or not; "Nuevo comunicado" and each
 *  one's report of its recipients. */
export function CommunicationsPanel() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const audienceLabel = useAudienceLabel();
  const channelLabels = useChannelLabels();
  const { page, perPage, controls: paging } = useListPaging();
  const list = useQuery(adminCommunicationsQueryOptions(page + 1, perPage));
  const [composing, setComposing] = useState(false);
  const [reporting, setReporting] = useState<AdminCommunication | null>(null);
  const client = useQueryClient();
  const messaging = useAppStore((state) => state.services.messaging_app);

  // What the compose form offers is read ahead, so it opens without a loading step.
  useEffect(() => {
    void client.prefetchQuery(departmentDetailsQueryOptions());
    void client.prefetchQuery(groupsQueryOptions());
    if (messaging) void client.prefetchQuery(whatsAppSettingsQueryOptions());
  }, [client, messaging]);

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setComposing(true)}
    >
      {t('communications.admin.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('communications.admin.tabs.communications')}
        action={createButton}
      />
      <ResourceTable
        tableId="communications"
        query={list}
        rows={(data) => data.items}
        rowKey={(communication: AdminCommunication) => communication.id}
        rowProps={(communication) => ({ 'data-communication': String(communication.id) })}
        label={t('communications.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="📣"
            title={t('communications.admin.empty')}
            body={t('communications.admin.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'title',
            header: t('communications.admin.columns.title'),
            rowHeader: true,
            cellStyle: { fontWeight: 700, maxWidth: 260, overflowWrap: 'anywhere' },
            render: (communication) => communication.title,
          },
          {
            key: 'audience',
            header: t('communications.admin.columns.audience'),
            render: audienceLabel,
          },
          {
            key: 'channels',
            header: t('communications.admin.columns.channels'),
            render: (communication) => (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {CHANNELS.filter((channel) =>
                  channel === 'pin' ? communication.pinned : communication[channel],
                ).map((channel) => (
                  <Chip
                    key={channel}
                    size="small"
                    variant="outlined"
                    label={channelLabels[channel]}
                  />
                ))}
              </Stack>
            ),
          },
          {
            key: 'date',
            header: t('communications.admin.columns.date'),
            nowrap: true,
            render: (communication) => <DateText value={communication.created_at} />,
          },
          {
            key: 'delivery',
            header: t('communications.admin.columns.delivery'),
            nowrap: true,
            render: (communication) => {
              const { stats } = communication;
              const reached = [
                ...(communication.email
                  ? [
                      t('communications.admin.viaEmail', {
                        formatted: format.number(stats.emailed),
                      }),
                    ]
                  : []),
                ...(communication.whatsapp
                  ? [
                      t('communications.admin.viaWhatsapp', {
                        formatted: format.number(stats.whatsapp_queued),
                      }),
                    ]
                  : []),
              ];
              return (
                <>
                  {stats.delivered
                    ? t('communications.admin.recipients', {
                        count: stats.recipients,
                        formatted: format.number(stats.recipients),
                      })
                    : t('communications.admin.delivering', {
                        formatted: format.number(stats.recipients),
                      })}
                  {reached.map((line) => (
                    <Typography
                      key={line}
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {line}
                    </Typography>
                  ))}
                </>
              );
            },
          },
          {
            key: 'read',
            header: t('communications.admin.columns.read'),
            align: 'right',
            render: ({ stats }) => format.number(stats.read),
          },
          {
            key: 'acknowledged',
            header: t('communications.admin.columns.acknowledged'),
            align: 'right',
            render: (communication) =>
              communication.acknowledge
                ? format.number(communication.stats.acknowledged)
                : t('communications.admin.notAsked'),
          },
          {
            key: 'pinned',
            header: t('communications.admin.columns.pinned'),
            render: (communication) => (
              <MutationSwitch
                checked={communication.pinned}
                label={t('communications.admin.pinLabel', { title: communication.title })}
                mutation={pinCommunicationMutation()}
                request={(pin) => ({ id: communication.id, pin })}
                successToast={(saved) =>
                  t(
                    saved.pinned
                      ? 'communications.admin.pinnedToast'
                      : 'communications.admin.unpinnedToast',
                    { title: saved.title },
                  )
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (communication) => (
            <Button
              size="small"
              startIcon={<AssessmentOutlined />}
              sx={{ whiteSpace: 'nowrap' }}
              aria-label={t('communications.admin.reportLabel', { title: communication.title })}
              onClick={() => setReporting(communication)}
            >
              {t('communications.admin.report')}
            </Button>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {composing ? <ComposeDialog onClose={() => setComposing(false)} /> : null}
      {reporting ? (
        <RecipientsReportDialog communication={reporting} onClose={() => setReporting(null)} />
      ) : null}
    </Stack>
  );
}
