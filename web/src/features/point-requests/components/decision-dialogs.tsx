import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  POINT_REQUEST_LIMITS,
  approvePointRequestMutation,
  rejectPointRequestMutation,
  type PointRequest,
} from '../api/point-requests';
import { useDecisionErrorMessage } from '../hooks/use-decision-error-message';

import {
  EMPTY_APPROVE,
  EMPTY_REJECT,
  toApproveInput,
  toRejectInput,
  validateApprove,
  validateReject,
} from './decision-form-schema';

export type DecisionDialogProps = { request: PointRequest; onClose: () => void };

/** Approves a request, with an optional note for the requester: the points go to their points
 *  to redeem. A refusal (already decided, not theirs to decide, gone) stays in the dialog and
 *  the list behind it reads again. */
export function ApproveDialog({ request, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const describeError = useDecisionErrorMessage();
  const name = request.requester.full_name;
  const form = useMutationForm({
    defaultValues: EMPTY_APPROVE,
    validate: validateApprove,
    mutation: approvePointRequestMutation(),
    toRequest: (values) => toApproveInput(request.id, values),
    successToast: () => t('pointRequests.review.approve.done', { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('pointRequests.review.approve.title', { name })}
      submitLabel={t('pointRequests.review.approve.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={
        <Typography>
          {t('pointRequests.review.approve.intro', {
            name,
            count: request.amount,
            formatted: format.number(request.amount),
          })}
        </Typography>
      }
    >
      <TextField
        name="note"
        label={t('pointRequests.review.approve.note')}
        lines={2}
        maxLength={POINT_REQUEST_LIMITS.noteMaxLength}
      />
    </FormDialog>
  );
}

/** Rejects a request with the reason the requester will read in their profile (required). */
export function RejectDialog({ request, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const describeError = useDecisionErrorMessage();
  const name = request.requester.full_name;
  const form = useMutationForm({
    defaultValues: EMPTY_REJECT,
    validate: validateReject,
    mutation: rejectPointRequestMutation(),
    toRequest: (values) => toRejectInput(request.id, values),
    successToast: () => t('pointRequests.review.reject.done', { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('pointRequests.review.reject.title', { name })}
      submitLabel={t('pointRequests.review.reject.submit')}
      onClose={onClose}
      describeError={describeError}
      destructive
      intro={<Typography>{t('pointRequests.review.reject.intro', { name })}</Typography>}
    >
      <TextField
        name="reason"
        label={t('pointRequests.review.reject.reason')}
        required
        lines={3}
        maxLength={POINT_REQUEST_LIMITS.noteMaxLength}
      />
    </FormDialog>
  );
}
