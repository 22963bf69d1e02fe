import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachmentsField } from '@/components/form/attachments-field';
import { NumberField } from '@/components/form/fields/number-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import {
  POINT_REQUEST_LIMITS,
  createPointRequestMutation,
  myPendingPointRequestQueryOptions,
} from '../api/point-requests';
import { usePointRequestAttachmentTexts } from '../hooks/use-point-request-attachment-texts';

import {
  EMPTY_POINT_REQUEST,
  toPointRequestInput,
  validatePointRequest,
  type PointRequestValues,
} from './point-request-form-schema';

/** "Solicitar puntos": how many points to redeem, why, and optionally one image or PDF backing
 *  it. While one of the member's requests is pending, the form says so and waits (the server
 *  allows one at a time: its 409 says the same). The server's field messages go under their
 *  fields. */
export function PointRequestForm() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const attachmentTexts = usePointRequestAttachmentTexts();
  const uploads = useAttachmentUploads('post-attachments', POINT_REQUEST_LIMITS.maxAttachments);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const pending = useQuery(myPendingPointRequestQueryOptions());

  const form = useMutationForm({
    defaultValues: EMPTY_POINT_REQUEST,
    validate: validatePointRequest,
    mutation: createPointRequestMutation(),
    toRequest: (values: PointRequestValues) => toPointRequestInput(values, uploads.keys),
    successToast: (sent) =>
      t('pointRequests.form.sent', { count: sent.amount, formatted: format.number(sent.amount) }),
    onSuccess: () => {
      form.form.reset(EMPTY_POINT_REQUEST);
      for (const item of uploads.items) uploads.remove(item.id);
    },
  });

  // A file still uploading, or one that failed, holds the request back.
  const submit = (event: FormEvent) => {
    if (uploads.uploading || uploads.failed) {
      event.preventDefault();
      setAttachmentsError(
        t(
          uploads.uploading
            ? 'pointRequests.form.errors.uploading'
            : 'pointRequests.form.errors.uploadFailed',
        ),
      );
      return;
    }
    setAttachmentsError(null);
    form.submit(event);
  };

  const waiting = pending.data ?? null;

  return (
    <Panel
      level={2}
      title={t('pointRequests.form.title')}
      description={t('pointRequests.form.description')}
    >
      {waiting ? (
        <Alert severity="info" role="status">
          {t('pointRequests.form.pendingNotice', {
            amount: t('pointRequests.amount', {
              count: waiting.amount,
              formatted: format.number(waiting.amount),
            }),
          })}
        </Alert>
      ) : null}
      <InlineForm
        form={{ ...form, submit }}
        submitLabel={t('pointRequests.form.submit')}
        canSubmit={!waiting}
      >
        <NumberField
          name="amount"
          label={t('pointRequests.form.amount')}
          helperText={t('pointRequests.form.amountHelp')}
          required
          autoComplete="off"
          sx={{ maxWidth: 240 }}
        />
        <TextField
          name="reason"
          label={t('pointRequests.form.reason')}
          helperText={t('pointRequests.form.reasonHelp')}
          required
          lines={3}
          maxLength={POINT_REQUEST_LIMITS.reasonMaxLength}
        />
        <AttachmentsField
          uploads={uploads}
          texts={attachmentTexts}
          error={attachmentsError ?? undefined}
        />
      </InlineForm>
    </Panel>
  );
}
