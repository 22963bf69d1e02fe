import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  RECIPIENT_STATES,
  recipientsQueryOptions,
  type AdminCommunication,
  type CommunicationRecipient,
  type RecipientState,
} from '../api/admin-communications';

export type RecipientsReportDialogProps = {
  communication: AdminCommunication;
  onClose: () => void;
};

const EMAIL_STATUS_KEYS = {
  pending: 'communications.report.emailStatus.pending',
  sent: 'communications.report.emailStatus.sent',
  failed: 'communications.report.emailStatus.failed',
  interrupted: 'communications.report.emailStatus.interrupted',
} as const;

const WHATSAPP_STATUS_KEYS = {
  pending: 'communications.report.whatsappStatus.pending',
  sending: 'communications.report.whatsappStatus.sending',
  accepted: 'communications.report.whatsappStatus.accepted',
  sent: 'communications.report.whatsappStatus.sent',
  delivered: 'communications.report.whatsappStatus.delivered',
  read: 'communications.report.whatsappStatus.read',
  failed: 'communications.report.whatsappStatus.failed',
  interrupted: 'communications.report.whatsappStatus.interrupted',
} as const;

/** The words for where a recipient's mail stands (the outbox's status; none without e-mail). */
function emailStatusKey(status: string | null) {
  return status !== null && status in EMAIL_STATUS_KEYS
    ? EMAIL_STATUS_KEYS[status as keyof typeof EMAIL_STATUS_KEYS]
    : 'communications.report.emailStatus.none';
}

/** The words for where a recipient's WhatsApp message stands (queued, sent, delivered, read…);
 *  a dash when it went to them without WhatsApp. */
function whatsAppStatusKey(status: string | null) {
  return status !== null && status in WHATSAPP_STATUS_KEYS
    ? WHATSAPP_STATUS_KEYS[status as keyof typeof WHATSAPP_STATUS_KEYS]
    : 'communications.report.whatsappStatus.none';
}

/** Who received a communication and what each did (read, confirmed, voted) and how their mail
 *  and WhatsApp message went, a page at a time, narrowed by state; its counts on top. On narrow
 *  screens each recipient is a card. */
export function RecipientsReportDialog({ communication, onClose }: RecipientsReportDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const [state, setState] = useState<RecipientState>('all');
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const recipients = useQuery(recipientsQueryOptions(communication.id, state, page + 1, perPage));
  const { stats } = communication;
  const counts = [
    { key: 'recipients', label: t('communications.report.recipients'), value: stats.recipients },
    { key: 'read', label: t('communications.admin.columns.read'), value: stats.read },
    ...(communication.acknowledge
      ? [
          {
            key: 'acknowledged',
            label: t('communications.admin.columns.acknowledged'),
            value: stats.acknowledged,
          },
        ]
      : []),
    ...(communication.email
      ? [{ key: 'emailed', label: t('communications.report.emailed'), value: stats.emailed }]
      : []),
    ...(communication.whatsapp
      ? [
          {
            key: 'whatsapp',
            label: t('communications.report.whatsappQueued'),
            value: stats.whatsapp_queued,
          },
        ]
      : []),
  ];

  return (
    <ViewDialog
      title={t('communications.report.title', { title: communication.title })}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2.5}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
        >
          {counts.map((count) => (
            <Box key={count.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {count.label}
              </Typography>
              <Typography component="dd" variant="h3" sx={{ m: 0 }}>
                {format.number(count.value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <SelectInput
          id={`${id}-state`}
          label={t('communications.report.state')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as RecipientState);
            setPage(0);
          }}
          options={RECIPIENT_STATES.map((value) => ({
            value,
            label: t(`communications.report.states.${value}`),
          }))}
        />
        <ResourceTable
          query={recipients}
          rows={(data) => data.items}
          rowKey={(recipient: CommunicationRecipient) => recipient.person.id}
          rowProps={(recipient) => ({ 'data-recipient': String(recipient.person.id) })}
          label={t('communications.report.tableLabel', { title: communication.title })}
          loadingLabel={t('admin.common.loading')}
          empty={<EmptyState icon="👥" title={t('communications.report.empty')} />}
          columns={[
            {
              key: 'person',
              header: t('communications.report.columns.person'),
              rowHeader: true,
              render: (recipient) => recipient.person.full_name,
            },
            {
              key: 'read',
              header: t('communications.report.columns.read'),
              nowrap: true,
              render: (recipient) =>
                recipient.read_at !== null ? (
                  <DateText value={recipient.read_at} />
                ) : (
                  t('communications.report.notRead')
                ),
            },
            {
              key: 'acknowledged',
              header: t('communications.report.columns.acknowledged'),
              nowrap: true,
              render: (recipient) =>
                !communication.acknowledge ? (
                  t('communications.report.notAsked')
                ) : recipient.acknowledged_at !== null ? (
                  <DateText value={recipient.acknowledged_at} />
                ) : (
                  t('communications.report.notAcknowledged')
                ),
            },
            {
              key: 'voted',
              header: t('communications.report.columns.voted'),
              nowrap: true,
              render: (recipient) =>
                !communication.poll
                  ? t('communications.report.noPoll')
                  : recipient.voted
                    ? t('communications.report.voted')
                    : t('communications.report.notVoted'),
            },
            {
              key: 'email',
              header: t('communications.report.columns.email'),
              nowrap: true,
              render: (recipient) => t(emailStatusKey(recipient.email_status)),
            },
            {
              key: 'whatsapp',
              header: t('communications.report.columns.whatsapp'),
              nowrap: true,
              render: (recipient) => t(whatsAppStatusKey(recipient.whatsapp_status)),
            },
          ]}
          cards
          pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
        />
      </Stack>
    </ViewDialog>
  );
}
