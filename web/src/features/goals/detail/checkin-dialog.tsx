import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { AttachmentsFieldTexts } from '@/components/form/attachments-field';
import { AttachmentsField } from '@/components/form/attachments-field';
import { RadioField } from '@/components/form/fields/radio-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import { checkinMutation } from '../api/goals';
import { CHECKIN_STATUSES, type GoalDetail } from '../api/types';

import {
  COMMENT_MAX,
  toCheckinRequest,
  validateCheckin,
  type CheckinValues,
} from './checkin-schema';

const MAX_ATTACHMENTS = 5;

function useCheckinAttachmentTexts(): AttachmentsFieldTexts {
  const { t } = useTranslation();
  return {
    attach: t('goals.checkin.attachments.attach'),
    help: t('goals.checkin.attachments.help', { max: MAX_ATTACHMENTS }),
    rejected: (reason, name) => t(`goals.checkin.attachments.rejected.${reason}`, { name }),
    uploading: (name) => t('goals.checkin.attachments.uploading', { name }),
    uploaded: (name) => t('goals.checkin.attachments.uploaded', { name }),
    uploadFailed: (reason) => t('goals.checkin.attachments.uploadFailed', { reason }),
    remove: (name) => t('goals.checkin.attachments.remove', { name }),
  };
}

/** The unit the value is typed in: "%", the currency or the goal's own unit ("clientes"). */
function unitOf(goal: GoalDetail): string | null {
  if (goal.metric === 'percent') return '%';
  return (goal.metric === 'currency' ? goal.currency : goal.unit) || null;
}

/** A check-in (GOA-3): the new value in the goal's unit, the owner's status, their confidence
 *  (1–5), a comment and attachments (`goalcheckin-attachment` uploads). */
export function CheckinDialog({ goal, onClose }: { goal: GoalDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const uploads = useAttachmentUploads('goalcheckin-attachment', MAX_ATTACHMENTS);
  const attachmentTexts = useCheckinAttachmentTexts();
  const attempts = useIdempotencyAttempts();
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const unit = unitOf(goal);
  const valueLabel =
    goal.metric === 'binary'
      ? t('goals.checkin.valueBinary')
      : unit
        ? t('goals.checkin.valueIn', { unit })
        : t('goals.checkin.value');
  const form = useMutationForm({
    defaultValues: {
      value: String(goal.current_value),
      status: goal.last_checkin?.status ?? 'on_track',
      confidence: String(goal.last_checkin?.confidence ?? 3),
      comment: '',
    } satisfies CheckinValues,
    validate: (values: CheckinValues) => validateCheckin(values, goal.metric),
    mutation: checkinMutation(goal.id),
    toRequest: (values) => {
      const body = toCheckinRequest(values, uploads.keys);
      return { body, key: attempts.keyFor(body) };
    },
    serverFields: { attachments: 'comment' },
    successToast: () => t('goals.checkin.saved'),
    onSuccess: () => {
      attempts.reset();
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    if (uploads.uploading || uploads.failed) {
      event.preventDefault();
      setAttachmentsError(
        t(
          uploads.uploading
            ? 'goals.checkin.errors.uploading'
            : 'goals.checkin.errors.uploadFailed',
        ),
      );
      return;
    }
    setAttachmentsError(null);
    form.submit(event);
  };
  return (
    <FormDialog
      form={{ ...form, submit }}
      title={t('goals.checkin.title', { title: goal.title })}
      submitLabel={t('goals.checkin.submit')}
      onClose={onClose}
    >
      {goal.metric === 'binary' ? (
        <SelectField
          name="value"
          label={valueLabel}
          options={[
            { value: String(goal.start_value), label: t('goals.value.notDone') },
            { value: String(goal.target_value), label: t('goals.value.done') },
          ]}
        />
      ) : (
        <TextField name="value" label={valueLabel} required decimal />
      )}
      <RadioField
        name="status"
        label={t('goals.checkin.status')}
        options={CHECKIN_STATUSES.map((status) => ({
          value: status,
          label: t(`goals.checkinStatus.${status}`),
        }))}
      />
      <SelectField
        name="confidence"
        label={t('goals.checkin.confidence')}
        options={[1, 2, 3, 4, 5].map((level) => ({
          value: String(level),
          label: t('goals.checkin.confidenceLevel', { level }),
        }))}
      />
      <TextField
        name="comment"
        label={t('goals.checkin.comment')}
        lines={3}
        maxLength={COMMENT_MAX}
      />
      <AttachmentsField
        uploads={uploads}
        texts={attachmentTexts}
        error={attachmentsError ?? undefined}
      />
    </FormDialog>
  );
}
