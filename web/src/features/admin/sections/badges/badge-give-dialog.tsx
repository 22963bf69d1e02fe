import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  BADGE_MESSAGE_MAX_LENGTH,
  sendBadge,
  type Badge,
  type BadgeSendRequest,
} from '@/api/badges';
import type { PersonRef } from '@/api/people';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { FormError } from '../../components/form-error';
import { PeoplePicker } from '../../components/people-picker';
import { useCompactDialog } from '../../hooks/use-compact-dialog';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { useServerFieldErrors } from '../../hooks/use-server-field-errors';

import { validateGive, type GiveFieldError } from './badge-form-schema';

export type BadgeGiveDialogProps = { badge: Badge; onClose: () => void };

/** Gives a badge to people with an optional message; it appears in the feed. */
export function BadgeGiveDialog({ badge, onClose }: BadgeGiveDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const compact = useCompactDialog();
  const queryClient = useQueryClient();
  const [receivers, setReceivers] = useState<PersonRef[]>([]);
  const [message, setMessage] = useState('');
  const [checks, setChecks] = useState<ReturnType<typeof validateGive>>({});
  const idempotencyKeyFor = useIdempotencyKey();
  const give = useMutation({
    mutationFn: (body: BadgeSendRequest) => sendBadge(body, idempotencyKeyFor(body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.posts });
      showToast(t('admin.badges.given', { name: badge.name, count: receivers.length }), 'success');
      onClose();
    },
  });
  const server = useServerFieldErrors(give.error);
  const messageOf = (key: GiveFieldError | undefined) => (key ? t(key) : undefined);
  const receiversError = messageOf(checks.reciever_emails) ?? server.reciever_emails;
  const messageError = messageOf(checks.message) ?? server.message;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGive(receivers.length, message);
    setChecks(found);
    if (Object.keys(found).length > 0) return;
    give.mutate({
      badge_id: badge.id,
      reciever_emails: receivers.map((person) => person.email ?? '').filter(Boolean),
      ...(message.trim() ? { message: message.trim() } : {}),
    });
  };

  return (
    <Dialog
      open
      onClose={give.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('admin.badges.giveTitle', { name: badge.name })}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={handleSubmit}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={badge.image_url}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }}
            />
            <Typography color="text.secondary">{badge.description}</Typography>
          </Stack>
          <FormError error={give.error} shownFields={['reciever_emails', 'message']} />
          <PeoplePicker
            id={`${formId}-receivers`}
            label={t('admin.badges.fields.receivers')}
            required
            value={receivers}
            onChange={setReceivers}
            error={Boolean(receiversError)}
            helperText={receiversError}
          />
          <TextInput
            id={`${formId}-message`}
            label={t('admin.badges.fields.message')}
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(messageError)}
            helperText={
              messageError ??
              t('admin.common.charactersLeft', {
                count: BADGE_MESSAGE_MAX_LENGTH - message.length,
              })
            }
            inputProps={{ maxLength: BADGE_MESSAGE_MAX_LENGTH }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={give.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={give.isPending}>
          {t('admin.badges.give')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
