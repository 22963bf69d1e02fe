import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Close from '@mui/icons-material/Close';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { DateText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { TextField } from '@/components/form/fields/text-field';
import { FormError } from '@/components/form/form-error';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useLedgerKindText } from '@/lib/modules/ledger-kinds';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  RECOGNITION_MESSAGE_MAX_LENGTH,
  recognitionDetailQueryOptions,
  updateRecognitionMutation,
  type AdminLedgerEntry,
  type AdminPost,
} from '../api/admin-recognitions';

import { FiledChip } from './filed-chip';
import { describeTypes } from './recognition-labels';

export type RecognitionDrawerProps = { postId: number; onClose: () => void };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div">
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function EntriesTable({ entries }: { entries: AdminLedgerEntry[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const kindText = useLedgerKindText('total');
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('admin.recognitions.noEntries')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable
        caption={t('admin.recognitions.entriesCaption')}
        rows={entries}
        rowKey={(entry) => `${entry.id}-${entry.account}`}
        columns={[
          {
            key: 'kind',
            header: t('admin.recognitions.entries.kind'),
            render: (entry) => kindText(entry.kind),
          },
          {
            key: 'account',
            header: t('admin.recognitions.entries.account'),
            render: (entry) => t(`admin.budgets.accounts.${entry.account}`),
          },
          {
            key: 'amount',
            header: t('admin.recognitions.entries.amount'),
            align: 'right',
            render: (entry) => format.signed(entry.amount),
          },
          {
            key: 'counterparty',
            header: t('admin.recognitions.entries.counterparty'),
            render: (entry) => entry.counterparty?.full_name ?? '—',
          },
          {
            key: 'date',
            header: t('admin.recognitions.entries.date'),
            nowrap: true,
            render: (entry) => <DateText value={entry.created_at} />,
          },
        ]}
      />
    </Box>
  );
}

function MessageForm({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { message: post.message },
    validate: () => ({}),
    mutation: updateRecognitionMutation(post.id),
    toRequest: (values: { message: string }) => ({ message: values.message.trim() }),
    successToast: () => t('admin.recognitions.messageSaved'),
  });
  const message = useWatch({ control: form.form.control, name: 'message' });
  return (
    <InlineForm
      form={form}
      submitLabel={t('admin.recognitions.saveMessage')}
      submitVariant="outlined"
      canSubmit={message.trim() !== post.message}
    >
      <TextField
        name="message"
        label={t('admin.recognitions.messageLabel')}
        lines={3}
        maxLength={RECOGNITION_MESSAGE_MAX_LENGTH}
      />
    </InlineForm>
  );
}

/** One recognition: who, what, the ledger entries it made, archive and message edit. */
export function RecognitionDrawer({ postId, onClose }: RecognitionDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const detail = useQuery(recognitionDetailQueryOptions(postId));
  const file = useToastMutation(updateRecognitionMutation(postId), {
    success: (post) =>
      t(post.filed ? 'admin.recognitions.filedDone' : 'admin.recognitions.unfiledDone'),
  });

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 } },
        },
      }}
    >
      <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h2" id={titleId}>
            {t('admin.recognitions.detailTitle', { id: postId })}
          </Typography>
          <IconButton aria-label={t('admin.common.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <QueryContent query={detail} loadingLabel={t('admin.common.loading')}>
          {({ post, entries }) => (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <FiledChip filed={post.filed} />
                {post.special ? <Chip color="secondary" label={t('admin.types.special')} /> : null}
                <Box sx={{ flexGrow: 1 }} />
                <Button
                  variant="contained"
                  color={post.filed ? 'primary' : 'inherit'}
                  startIcon={post.filed ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                  loading={file.isPending}
                  onClick={() => file.mutate({ filed: !post.filed })}
                >
                  {post.filed ? t('admin.recognitions.unfile') : t('admin.recognitions.file')}
                </Button>
              </Stack>
              <FormError error={file.error} />
              <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                <Field label={t('admin.recognitions.columns.date')}>
                  <DateText value={post.created_at} />
                </Field>
                <Field label={t('admin.recognitions.columns.from')}>
                  {post.sender?.full_name ?? t('admin.recognitions.organisation')}
                </Field>
                <Field label={t('admin.recognitions.columns.to')}>
                  {post.receivers
                    .map((receiver) =>
                      t('admin.recognitions.receiverPoints', {
                        name: receiver.full_name,
                        points: format.number(receiver.points),
                      }),
                    )
                    .join(', ') || '—'}
                </Field>
                <Field label={t('admin.recognitions.columns.type')}>
                  {describeTypes(post, t, wording)}
                </Field>
                {post.values.length > 0 ? (
                  <Field label={t('admin.recognitions.values')}>
                    {post.values.map((value) => wording.name(value)).join(', ')}
                  </Field>
                ) : null}
                <Field label={t('admin.recognitions.columns.points')}>
                  {t('admin.recognitions.pointsDetail', {
                    amount: format.number(post.amount),
                    total: format.number(post.total_points),
                  })}
                </Field>
              </Stack>
              <MessageForm key={post.id} post={post} />
              <Divider />
              <Typography variant="h3">{t('admin.recognitions.entriesTitle')}</Typography>
              <EntriesTable entries={entries} />
            </>
          )}
        </QueryContent>
      </Stack>
    </Drawer>
  );
}
