import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachmentsField } from '@/components/form/attachments-field';
import { CheckboxField } from '@/components/form/fields/checkbox-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import { CHALLENGE_LIMITS, claimMutation, type ChallengeDetail } from '../api/challenges';
import { useClaimAttachmentTexts } from '../lib/use-attachment-texts';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';

import { emptyClaim, toClaimInput, validateClaim } from './claim-form-schema';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type ClaimDialogProps = {
  challenge: ChallengeDetail;
  onClose: () => void;
};

/** "Enviar reclamo" (claims) or "Registrar" (a number with its unit): what the challenge asks
 *  for (a text, a link, a photo or a file, with an optional comment), and whether the accessible
 *  alternative was done. On phones the dialog is a full-screen page. A file still uploading holds
 *  the claim back. */
export function ClaimDialog({ challenge, onClose }: ClaimDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const describeError = useChallengeErrorMessage();
  const photo = challenge.evidence === 'photo';
  const wantsFile = photo || challenge.evidence === 'file';
  const isNumber = challenge.metric === 'number';
  const uploads = useAttachmentUploads('program-attachment', 1);
  const shownUploads = photo ? { ...uploads, accept: IMAGE_TYPES } : uploads;
  const texts = useClaimAttachmentTexts(photo);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useMutationForm({
    defaultValues: emptyClaim(),
    validate: (values) => validateClaim(challenge, values),
    mutation: claimMutation(challenge.id),
    toRequest: (values) => toClaimInput(challenge, values, uploads.keys[0] ?? null),
    serverFields: { upload_key: 'text' },
    successToast: (claim) =>
      t(claim.status === 'approved' ? 'challenges.claim.approvedAtOnce' : 'challenges.claim.sent', {
        title: challenge.title,
      }),
    onSuccess: onClose,
  });

  const submit = (event: FormEvent) => {
    if (wantsFile) {
      const problem = uploads.uploading
        ? 'challenges.claim.errors.uploading'
        : uploads.failed
          ? 'challenges.claim.errors.uploadFailed'
          : uploads.keys.length === 0
            ? photo
              ? 'challenges.claim.errors.photoRequired'
              : 'challenges.claim.errors.fileRequired'
            : null;
      setFileError(problem ? t(problem) : null);
      if (problem) {
        event.preventDefault();
        return;
      }
    }
    form.submit(event);
  };

  const unit = challenge.unit ?? '';
  return (
    <FormDialog
      form={{ ...form, submit }}
      title={t(isNumber ? 'challenges.claim.numberTitle' : 'challenges.claim.title', {
        title: challenge.title,
      })}
      submitLabel={t(isNumber ? 'challenges.claim.record' : 'challenges.claim.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={
        <>
          <Typography color="text.secondary">
            {t(`challenges.claim.asks.${challenge.evidence}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('challenges.claim.leftToday', {
              count: challenge.mine.claims_left_today,
              formatted: format.number(challenge.mine.claims_left_today),
            })}
          </Typography>
        </>
      }
    >
      {isNumber ? (
        <TextField
          name="number"
          label={unit ? t('challenges.claim.numberIn', { unit }) : t('challenges.claim.number')}
          helperText={
            challenge.max_per_claim !== null
              ? t('challenges.claim.numberHelp', {
                  max: format.number(challenge.max_per_claim),
                  unit,
                })
              : undefined
          }
          required
          decimal
        />
      ) : null}
      {challenge.evidence === 'link' ? (
        <TextField
          name="link"
          label={t('challenges.claim.link')}
          helperText={t('challenges.claim.linkHelp')}
          required
          autoComplete="url"
          maxLength={CHALLENGE_LIMITS.linkMax}
        />
      ) : null}
      {wantsFile ? (
        <AttachmentsField uploads={shownUploads} texts={texts} error={fileError ?? undefined} />
      ) : null}
      <TextField
        name="text"
        label={t(
          challenge.evidence === 'text' ? 'challenges.claim.text' : 'challenges.claim.comment',
        )}
        required={challenge.evidence === 'text'}
        lines={3}
        maxLength={CHALLENGE_LIMITS.textMax}
      />
      {challenge.alternative ? (
        <CheckboxField
          name="alternative"
          label={t('challenges.claim.usedAlternative')}
          helperText={t('challenges.claim.usedAlternativeHelp')}
        />
      ) : null}
    </FormDialog>
  );
}
