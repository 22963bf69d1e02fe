import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { createIdempotencyAttempts } from '@/api/idempotency';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';

import { NOTE_MAX, requestBenefitMutation, type BenefitDetail } from '../api/benefits';
import { useBenefitErrorMessage, useBenefitFormat } from '../lib/benefit-words';

type RequestValues = { note: string };

export type RequestDialogProps = { benefit: BenefitDetail; onClose: () => void };

/** "Solicitar": an optional note for the approver, the price and my points to redeem, and who
 *  approves it. One Idempotency-Key per attempt: a retry of the same note after a failure reuses
 *  it, so the points are held at most once. A refusal keeps the dialog and the note. */
export function RequestDialog({ benefit, onClose }: RequestDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useBenefitFormat();
  const describeError = useBenefitErrorMessage();
  const points = useQuery(myPointsQueryOptions());
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const title = words.title(benefit);
  const price = benefit.price_points;
  const balance = points.data?.redeem_balance ?? null;
  const form = useMutationForm({
    defaultValues: { note: '' } satisfies RequestValues,
    validate: (values: RequestValues) =>
      values.note.trim().length > NOTE_MAX ? { note: 'benefits.request.noteTooLong' } : {},
    mutation: requestBenefitMutation(benefit.id),
    toRequest: (values: RequestValues) => ({
      note: values.note,
      idempotencyKey: attempts.keyFor({ note: values.note.trim() }),
    }),
    successToast: (request) =>
      t(
        request.status === 'approved' ? 'benefits.request.approvedAtOnce' : 'benefits.request.sent',
        {
          title,
        },
      ),
    onSuccess: () => {
      attempts.reset();
      onClose();
    },
  });
  const short = balance !== null && price > balance;
  return (
    <FormDialog
      form={form}
      title={t('benefits.request.title', { title })}
      submitLabel={t('benefits.request.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={
        <Stack spacing={1}>
          <Typography>{t(`benefits.approval.${benefit.approval}`)}</Typography>
          {price > 0 ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {t('benefits.request.price', {
                  count: price,
                  formatted: format.number(price),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {balance === null
                  ? t('benefits.request.balanceLoading')
                  : t('benefits.request.balance', {
                      count: balance,
                      formatted: format.number(balance),
                    })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('benefits.request.held')}
              </Typography>
              {short ? (
                <Alert severity="warning">
                  {t('benefits.request.short', {
                    count: price - balance,
                    formatted: format.number(price - balance),
                  })}
                </Alert>
              ) : null}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('benefits.request.free')}
            </Typography>
          )}
        </Stack>
      }
    >
      <TextField
        name="note"
        label={t('benefits.request.note')}
        helperText={t('benefits.request.noteHelp')}
        lines={3}
        maxLength={NOTE_MAX}
      />
    </FormDialog>
  );
}
