import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast';

import { deleteEventMutation, publishEventMutation } from '../api/admin-events';
import type { EventDetail } from '../api/types';
import { StatusChipOf } from '../components/event-chips';
import { useEventErrorMessage } from '../lib/use-event-error';
import { checkinPath, eventPath } from '../paths';

/** A saved event's status and what may happen to it: publish a draft; delete one nobody
 *  answered, or cancel it (its registrants are told, their calendars drop it: admins only, the
 *  server refuses organisers); its page and its check-in. */
export function LifecycleActions({
  event,
  admin,
  onGone,
}: {
  event: EventDetail;
  /** Admins may also delete or cancel it. */
  admin: boolean;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useEventErrorMessage();
  const publish = useMutation(publishEventMutation(event.id));
  const remove = useMutation(deleteEventMutation(event.id));
  const [confirming, setConfirming] = useState(false);
  const registered =
    event.counts.confirmed + event.counts.offered + event.counts.waitlisted + event.counts.maybe >
    0;
  const failure = publish.error;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography>{t('events.admin.statusIs')}</Typography>
          {event.status === 'published' ? (
            <Typography sx={{ fontWeight: 600 }}>{t('events.status.published')}</Typography>
          ) : (
            <StatusChipOf status={event.status} />
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {event.status === 'draft' ? (
            <Button
              variant="contained"
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: () => showToast(t('events.admin.published'), 'success'),
                })
              }
            >
              {t('events.admin.publish')}
            </Button>
          ) : null}
          {event.status !== 'draft' ? (
            <Button component={RouterLink} to={eventPath(event.id)} variant="outlined">
              {t('events.admin.openPage')}
            </Button>
          ) : null}
          {event.status === 'published' ? (
            <Button component={RouterLink} to={checkinPath(event.id)} variant="outlined">
              {t('events.organiser.checkin')}
            </Button>
          ) : null}
          {admin && event.status !== 'cancelled' ? (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {registered ? t('events.admin.cancel') : t('events.admin.delete')}
            </Button>
          ) : null}
        </Stack>
        {failure ? (
          <Alert severity="error" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={admin && confirming}
        title={registered ? t('events.admin.cancelTitle') : t('events.admin.deleteTitle')}
        body={registered ? t('events.admin.cancelBody') : t('events.admin.deleteBody')}
        confirmLabel={registered ? t('events.admin.cancel') : t('events.admin.delete')}
        cancelLabel={t('events.admin.keep')}
        destructive
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: ({ outcome }) => {
              setConfirming(false);
              showToast(
                outcome === 'cancelled' ? t('events.admin.cancelled') : t('events.admin.deleted'),
                'success',
              );
              if (outcome === 'deleted') onGone();
            },
          })
        }
      />
    </Paper>
  );
}
