import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { statusOf } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { formatDate, isCurrentDay } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { parseWholeNumber } from '@/lib/whole-number';

import {
  acknowledgeCommunicationMutation,
  communicationQueryOptions,
  fileCommunicationMutation,
  readCommunicationMutation,
  type Communication,
} from '../api/communications';
import { CommunicationAttachments } from '../components/communication-attachments';
import { CommunicationMarks } from '../components/communication-marks';
import { PollCard } from '../components/poll-card';
import { communicationsPaths } from '../paths';
import { useStreamedMessages } from '../stores/streamed-messages';

/** The communication id of the address, or null when it cannot be one. */
function parseId(raw: string | undefined): number | null {
  const id = parseWholeNumber(raw ?? '');
  return id !== null && id > 0 ? id : null;
}

/** One communication (`/communications/:id`, where its notification leads): opening it records
 *  the reading once; the person answers its poll, confirms reading it when asked, and files it
 *  away or back. */
export function CommunicationPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  useDocumentTitle(t('communications.detail.pageTitle'));

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to={communicationsPaths.list}
        underline="hover"
        sx={{ alignSelf: 'start' }}
      >
        {t('communications.detail.back')}
      </Link>
      {id === null ? <NotFound /> : <CommunicationDetail key={id} id={id} />}
    </Stack>
  );
}

function CommunicationDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(communicationQueryOptions(id));
  const read = useMutation(readCommunicationMutation());
  const asked = useRef(false);
  const unread = query.data?.read_at === null;
  // Opened here, it is no longer news: its streamed message (if any) goes.
  const removeStreamed = useStreamedMessages((state) => state.removeStreamedMessage);
  useEffect(() => {
    removeStreamed(id);
  }, [id, removeStreamed]);

  // Opened: recorded once (a failure is not worth bothering the reader with).
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!unread || asked.current) return;
    asked.current = true;
    markRead(id);
  }, [unread, id, markRead]);

  if (query.isPending) {
    return (
      <Paper
        variant="outlined"
        role="status"
        aria-label={t('communications.detail.loading')}
        sx={{ p: 3 }}
      >
        <Skeleton variant="text" width="70%" height={40} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <CommunicationView communication={query.data} />;
}

function CommunicationView({ communication }: { communication: Communication }) {
  const { t } = useTranslation();
  // An admin may open one sent to others: only its recipients read, answer, confirm or file it.
  const recipient = communication.read_at !== null;
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {communication.title}
          </Typography>
          <Typography color="text.secondary">
            {t('communications.detail.sentBy', { author: communication.author.full_name })}
            <Box component="span" aria-hidden>
              {' · '}
            </Box>
            <DateText value={communication.created_at} />
          </Typography>
          <CommunicationMarks communication={communication} showUnread={false} />
        </Stack>
        {communication.message ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {communication.message}
          </Typography>
        ) : null}
        <CommunicationAttachments attachments={communication.attachments} />
        {communication.poll ? (
          <PollCard
            communicationId={communication.id}
            poll={communication.poll}
            canVote={recipient}
          />
        ) : null}
        {communication.acknowledge && recipient ? (
          <Acknowledgement communication={communication} />
        ) : null}
        {recipient ? <FileButton communication={communication} /> : null}
      </Stack>
    </Paper>
  );
}

/** "Confirmar lectura" while the confirmation is asked for and not given; then when it was. */
function Acknowledgement({ communication }: { communication: Communication }) {
  const { t, i18n } = useTranslation();
  const acknowledge = useToastMutation(acknowledgeCommunicationMutation(), {
    errorToast: true,
    success: () => t('communications.detail.acknowledged'),
  });
  const at = communication.acknowledged_at;
  if (at !== null) {
    return (
      <Alert severity="success" icon={<TaskAlt />}>
        {isCurrentDay(at)
          ? t('communications.detail.acknowledgedToday')
          : t('communications.detail.acknowledgedOn', {
              date: formatDate(at, { language: i18n.language, todayLabel: '' }),
            })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          loading={acknowledge.isPending}
          onClick={() => acknowledge.mutate(communication.id)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('communications.detail.acknowledge')}
        </Button>
      }
      sx={{
        flexWrap: 'wrap',
        '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
      }}
    >
      {t('communications.detail.acknowledgeAsk')}
    </Alert>
  );
}

/** "Archivar" (to the filed list) or "Desarchivar" (back to the received one). */
function FileButton({ communication }: { communication: Communication }) {
  const { t } = useTranslation();
  const file = useToastMutation(fileCommunicationMutation(), {
    errorToast: true,
    success: (saved) =>
      saved.filed ? t('communications.detail.filed') : t('communications.detail.unfiled'),
  });
  const filed = communication.filed;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={filed ? <UnarchiveOutlined /> : <ArchiveOutlined />}
        loading={file.isPending}
        onClick={() => file.mutate({ id: communication.id, filed: !filed })}
      >
        {filed ? t('communications.detail.unfile') : t('communications.detail.file')}
      </Button>
    </Box>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="🔎"
      title={t('communications.detail.notFound')}
      body={t('communications.detail.notFoundBody')}
    />
  );
}
