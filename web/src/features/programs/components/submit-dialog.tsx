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

import { PROGRAM_LIMITS, submitMutation, type ProgramAction } from '../api/programs';
import { useEvidenceAttachmentTexts } from '../lib/use-attachment-texts';
import { useProgramErrorMessage } from '../lib/use-program-error';

import { emptySubmit, toSubmitInput, validateSubmit } from './submit-form-schema';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type SubmitDialogProps = {
  action: ProgramAction;
  /** The program shows approved evidence in its activity: the person may keep theirs out. */
  showInFeed: boolean;
  /** The rejected submission this one follows ("Volver a enviar"). */
  resubmissionOf?: number | null;
  onClose: () => void;
};

/** "Enviar evidencia" of one action: what it asks for (a text, a link, a photo or a file, with
 *  an optional comment), and whether it may appear in the program's activity. On phones the
 *  dialog is a full-screen page. A file still uploading holds the submission back. */
export function SubmitDialog({
  action,
  showInFeed,
  resubmissionOf = null,
  onClose,
}: SubmitDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const describeError = useProgramErrorMessage();
  const photo = action.evidence === 'photo';
  const wantsFile = photo || action.evidence === 'file';
  const uploads = useAttachmentUploads('program-attachment', 1);
  const shownUploads = photo ? { ...uploads, accept: IMAGE_TYPES } : uploads;
  const texts = useEvidenceAttachmentTexts(photo);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useMutationForm({
    defaultValues: emptySubmit(showInFeed),
    validate: (values) => validateSubmit(action, values),
    mutation: submitMutation(),
    toRequest: (values) => toSubmitInput(action, values, uploads.keys[0] ?? null, resubmissionOf),
    serverFields: { attachment_key: 'text' },
    successToast: (submission) =>
      t(
        submission.status === 'approved'
          ? 'programs.submit.approvedAtOnce'
          : 'programs.submit.sent',
        { title: action.title },
      ),
    onSuccess: onClose,
  });

  const submit = (event: FormEvent) => {
    if (wantsFile) {
      const problem = uploads.uploading
        ? 'programs.submit.errors.uploading'
        : uploads.failed
          ? 'programs.submit.errors.uploadFailed'
          : uploads.keys.length === 0
            ? photo
              ? 'programs.submit.errors.photoRequired'
              : 'programs.submit.errors.fileRequired'
            : null;
      setFileError(problem ? t(problem) : null);
      if (problem) {
        event.preventDefault();
        return;
      }
    }
    form.submit(event);
  };

  return (
    <FormDialog
      form={{ ...form, submit }}
      title={t('programs.submit.title', { title: action.title })}
      submitLabel={t('programs.submit.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={
        <>
          {action.instructions ? (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{action.instructions}</Typography>
          ) : null}
          <Typography color="text.secondary">
            {t(`programs.submit.asks.${action.evidence}`, {
              count: action.points,
              formatted: format.number(action.points),
            })}
          </Typography>
        </>
      }
    >
      {action.evidence === 'link' ? (
        <TextField
          name="link"
          label={t('programs.submit.link')}
          helperText={t('programs.submit.linkHelp')}
          required
          autoComplete="url"
          maxLength={PROGRAM_LIMITS.linkMax}
        />
      ) : null}
      {wantsFile ? (
        <AttachmentsField uploads={shownUploads} texts={texts} error={fileError ?? undefined} />
      ) : null}
      <TextField
        name="text"
        label={t(action.evidence === 'text' ? 'programs.submit.text' : 'programs.submit.comment')}
        required={action.evidence === 'text'}
        lines={3}
        maxLength={PROGRAM_LIMITS.textMax}
      />
      {showInFeed ? (
        <CheckboxField
          name="share"
          label={t('programs.submit.share')}
          helperText={t('programs.submit.shareHelp')}
        />
      ) : null}
    </FormDialog>
  );
}
