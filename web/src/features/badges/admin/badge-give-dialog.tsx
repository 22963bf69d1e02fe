import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';
import { useOrgWording } from '@/lib/use-org-wording';

import { BADGE_MESSAGE_MAX_LENGTH, sendBadgeMutation, type Badge } from '../api/badges';

import { toBadgeSendRequest, validateGive } from './badge-form-schema';

export type BadgeGiveDialogProps = { badge: Badge; onClose: () => void };

/** Gives a badge to people with an optional message; it appears in the feed. The badge is named
 *  and described in the UI language. */
export function BadgeGiveDialog({ badge, onClose }: BadgeGiveDialogProps) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const name = wording.name(badge);
  const attempts = useIdempotencyAttempts();
  const form = useMutationForm({
    defaultValues: { receivers: [], message: '' },
    validate: validateGive,
    mutation: sendBadgeMutation(),
    toRequest: (values) => {
      const body = toBadgeSendRequest(badge, values);
      return { body, idempotencyKey: attempts.keyFor(body) };
    },
    serverFields: { reciever_emails: 'receivers' },
    successToast: (_sent, values) =>
      t('admin.badges.given', { name, count: values.receivers.length }),
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      title={t('admin.badges.giveTitle', { name })}
      submitLabel={t('admin.badges.give')}
      onClose={onClose}
      intro={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={badge.image_url}
            alt=""
            sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }}
          />
          <Typography color="text.secondary">{wording.description(badge)}</Typography>
        </Stack>
      }
    >
      <PeopleField name="receivers" label={t('admin.badges.fields.receivers')} required multiple />
      <TextField
        name="message"
        label={t('admin.badges.fields.message')}
        lines={3}
        maxLength={BADGE_MESSAGE_MAX_LENGTH}
        countRemaining
      />
    </FormDialog>
  );
}
