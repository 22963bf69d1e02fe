import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { DataTable, type Column } from '@/components/data/data-table';
import { DateTimeText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  ADDRESS_MAX,
  receivedSupportMessagesQueryOptions,
  saveSupportSettingsMutation,
  supportSettingsQueryOptions,
  type SupportMessage,
  type SupportSettings,
} from '../api/support';
import { MessageText } from '../components/message-text';
import { topicLabel } from '../components/topic-label';
import { addressProblem, type AddressProblem } from '../lib/address';

/** The console's "Soporte": the address the contact form mails (set, change, remove) and every
 *  message received, newest first. */
export function SupportAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.admin.title'));
  const settings = useQuery(supportSettingsQueryOptions());
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <SectionHeader title={t('support.admin.title')} description={t('support.admin.lead')} />
      {settings.isPending ? (
        <LoadingBlock label={t('support.admin.loading')} />
      ) : settings.isError ? (
        <LoadError
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <AddressForm settings={settings.data} />
      )}
      <ReceivedMessages />
    </Stack>
  );
}

function AddressForm({ settings }: { settings: SupportSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const [address, setAddress] = useState(settings.address ?? '');
  const [problem, setProblem] = useState<AddressProblem | null>(null);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation(saveSupportSettingsMutation());
  const serverProblem = save.error instanceof ApiError ? (save.error.fields.address ?? null) : null;
  const shown = problem ? t(problem) : serverProblem;
  const submit = () => {
    setDone(null);
    const found = addressProblem(address);
    setProblem(found);
    if (found) return;
    save.mutate(address.trim(), { onSuccess: () => setDone('saved') });
  };
  const remove = () =>
    save.mutate(null, {
      onSuccess: () => {
        setConfirming(false);
        setAddress('');
        setDone('removed');
      },
    });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Typography variant="h3" component="h3">
          {t('support.admin.address.title')}
        </Typography>
        {settings.address ? null : <Alert severity="info">{t('support.admin.address.none')}</Alert>}
        <TextInput
          id={`${id}-address`}
          label={t('support.admin.address.label')}
          type="email"
          autoComplete="email"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
            setDone(null);
            if (save.isError) save.reset();
          }}
          inputProps={{ maxLength: ADDRESS_MAX }}
          error={Boolean(shown)}
          helperText={shown ?? t('support.admin.address.help')}
        />
        {settings.updated_at ? (
          <Typography variant="body2" color="text.secondary">
            {t('support.admin.address.updated')} <DateTimeText value={settings.updated_at} />
          </Typography>
        ) : null}
        {done ? (
          <Alert severity="success" role="status">
            {t(done === 'saved' ? 'support.admin.address.saved' : 'support.admin.address.removed')}
          </Alert>
        ) : null}
        {confirming ? null : <FormError error={save.error} shownFields={['address']} />}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={save.isPending && !confirming}>
            {t('support.admin.address.save')}
          </Button>
          {settings.address ? (
            <Button
              variant="outlined"
              color="error"
              onClick={() => {
                save.reset();
                setConfirming(true);
              }}
            >
              {t('support.admin.address.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('support.admin.address.removeTitle')}
        body={t('support.admin.address.removeBody', { address: settings.address ?? '' })}
        confirmLabel={t('support.admin.address.remove')}
        cancelLabel={t('admin.common.cancel')}
        pending={save.isPending}
        error={<FormError error={save.error} />}
        onConfirm={remove}
        onCancel={() => {
          save.reset();
          setConfirming(false);
        }}
      />
    </Paper>
  );
}

function ReceivedMessages() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInfiniteQuery(receivedSupportMessagesQueryOptions());
  const messages = query.data?.pages.flatMap((page) => page.items) ?? [];
  const columns: Column<SupportMessage>[] = [
    {
      key: 'date',
      header: t('support.admin.messages.date'),
      render: (message) => <DateTimeText value={message.created_at} />,
      nowrap: true,
    },
    {
      key: 'reference',
      header: t('support.admin.messages.reference'),
      render: (message) => message.reference,
      rowHeader: true,
      nowrap: true,
    },
    {
      key: 'person',
      header: t('support.admin.messages.person'),
      render: (message) =>
        message.author ? (
          <Stack sx={{ minWidth: 0 }}>
            <span>{message.author.full_name}</span>
            {message.author.email ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {message.author.email}
              </Typography>
            ) : null}
          </Stack>
        ) : (
          t('support.admin.messages.unknownPerson')
        ),
    },
    {
      key: 'topic',
      header: t('support.admin.messages.topic'),
      render: (message) => topicLabel(t, message.topic),
    },
    {
      key: 'subject',
      header: t('support.admin.messages.subject'),
      render: (message) => message.subject,
      cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
    },
    {
      key: 'message',
      header: t('support.admin.messages.message'),
      render: (message) => (
        <Stack spacing={0.5}>
          <MessageText text={message.message} />
          {message.page ? (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('support.form.from', { page: message.page })}
            </Typography>
          ) : null}
        </Stack>
      ),
      cellStyle: { minWidth: 240, maxWidth: 420 },
    },
  ];
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography variant="h3" component="h3" id={headingId}>
        {t('support.admin.messages.title')}
      </Typography>
      {query.isPending ? (
        <LoadingBlock label={t('support.admin.messages.loading')} />
      ) : query.isError && messages.length === 0 ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState title={t('support.admin.messages.empty')} />
      ) : (
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            <DataTable
              rows={messages}
              columns={columns}
              rowKey={(message) => message.id}
              label={t('support.admin.messages.title')}
              cards
              hover
            />
          </Paper>
          <LoadMore query={query} label={t('support.admin.messages.loadMore')} />
        </Stack>
      )}
    </Stack>
  );
}
