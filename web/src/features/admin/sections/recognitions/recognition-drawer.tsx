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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  RECOGNITION_MESSAGE_MAX_LENGTH,
  recognitionDetailQueryOptions,
  updateAdminRecognition,
  type AdminLedgerEntry,
  type AdminPost,
  type RecognitionChanges,
} from '@/api/admin-recognitions';
import { queryKeys } from '@/api/query-keys';
import { DateText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import { FormError } from '../../components/form-error';
import { useServerFieldErrors } from '../../hooks/use-server-field-errors';
import { isLedgerKind } from '../../lib/ledger-kinds';

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
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('admin.recognitions.noEntries')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption>{t('admin.recognitions.entriesCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('admin.recognitions.entries.kind')}</TableCell>
            <TableCell scope="col">{t('admin.recognitions.entries.account')}</TableCell>
            <TableCell scope="col" align="right">
              {t('admin.recognitions.entries.amount')}
            </TableCell>
            <TableCell scope="col">{t('admin.recognitions.entries.counterparty')}</TableCell>
            <TableCell scope="col">{t('admin.recognitions.entries.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={`${entry.id}-${entry.account}`}>
              <TableCell>
                {isLedgerKind(entry.kind) ? t(`admin.budgets.kinds.${entry.kind}`) : entry.kind}
              </TableCell>
              <TableCell>{t(`admin.budgets.accounts.${entry.account}`)}</TableCell>
              <TableCell align="right">{format.signed(entry.amount)}</TableCell>
              <TableCell>{entry.counterparty?.full_name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={entry.created_at} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function MessageForm({ post }: { post: AdminPost }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState(post.message);
  const save = useMutation({
    mutationFn: (changes: RecognitionChanges) => updateAdminRecognition(post.id, changes),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminRecognitions });
      await queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      showToast(t('admin.recognitions.messageSaved'), 'success');
    },
  });
  const fields = useServerFieldErrors(save.error);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ message: message.trim() });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={handleSubmit} noValidate>
      <FormError error={save.error} shownFields={['message']} />
      <TextInput
        id={`${id}-message`}
        label={t('admin.recognitions.messageLabel')}
        multiline
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(fields.message)}
        helperText={fields.message}
        inputProps={{ maxLength: RECOGNITION_MESSAGE_MAX_LENGTH }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={save.isPending}
        disabled={message.trim() === post.message}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('admin.recognitions.saveMessage')}
      </Button>
    </Stack>
  );
}

/** One recognition: who, what, the ledger entries it made, archive and message edit. */
export function RecognitionDrawer({ postId, onClose }: RecognitionDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useNumberFormat();
  const queryClient = useQueryClient();
  const detail = useQuery(recognitionDetailQueryOptions(postId));
  const file = useMutation({
    mutationFn: (filed: boolean) => updateAdminRecognition(postId, { filed }),
    onSuccess: async (post) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminRecognitions });
      await queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      showToast(
        t(post.filed ? 'admin.recognitions.filedDone' : 'admin.recognitions.unfiledDone'),
        'success',
      );
    },
  });
  const post = detail.data?.post;

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
        {detail.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
        {detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : null}
        {post && detail.data ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {post.filed ? (
                <Chip label={t('admin.recognitions.filedChip')} />
              ) : (
                <Chip
                  variant="outlined"
                  color="success"
                  label={t('admin.recognitions.visibleChip')}
                />
              )}
              {post.special ? <Chip color="secondary" label={t('admin.types.special')} /> : null}
              <Box sx={{ flexGrow: 1 }} />
              <Button
                variant="contained"
                color={post.filed ? 'primary' : 'inherit'}
                startIcon={post.filed ? <UnarchiveOutlined /> : <ArchiveOutlined />}
                loading={file.isPending}
                onClick={() => file.mutate(!post.filed)}
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
              <Field label={t('admin.recognitions.columns.type')}>{describeTypes(post, t)}</Field>
              {post.values.length > 0 ? (
                <Field label={t('admin.recognitions.values')}>
                  {post.values.map((value) => value.name).join(', ')}
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
            <EntriesTable entries={detail.data.entries} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
