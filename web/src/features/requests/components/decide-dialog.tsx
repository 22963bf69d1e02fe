import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import {
  decideRequestMutation,
  REQUEST_LIMITS,
  type Decision,
  type RequestDetail,
} from '../api/requests';
import { validateDecision, type DecideValues } from '../lib/decision';
import { useRequestErrorMessage, useRequestFormat } from '../lib/request-words';

export type DecideDialogProps = {
  request: RequestDetail;
  decision: Decision;
  onClose: () => void;
};

/** Approves the request's current step (an optional note, which the timeline keeps) or rejects
 *  the request (a reason is required), through the approvals inbox's call. A refusal (someone
 *  decided it meanwhile, it is not one's to decide) is said in the dialog. */
export function DecideDialog({ request, decision, onClose }: DecideDialogProps) {
  const { t } = useTranslation();
  const describe = useRequestErrorMessage();
  const format = useRequestFormat();
  const name = format.requestName(request);
  const last = request.step + 1 >= request.steps.length;
  const form = useMutationForm({
    defaultValues: { reason: '' },
    validate: (values: DecideValues) => validateDecision(decision, values),
    mutation: decideRequestMutation(request.id),
    toRequest: (values: DecideValues) => ({ decision, reason: values.reason }),
    successToast: () =>
      decision === 'reject'
        ? t('requests.decide.rejected', { name })
        : last
          ? t('requests.decide.approvedLast', { name })
          : t('requests.decide.approvedStep', { name, step: request.step + 1 }),
    onSuccess: onClose,
  });
  const reject = decision === 'reject';
  return (
    <FormDialog
      form={form}
      title={t(reject ? 'requests.decide.rejectTitle' : 'requests.decide.approveTitle', {
        name,
      })}
      submitLabel={t(reject ? 'requests.decide.reject' : 'requests.decide.approve')}
      onClose={onClose}
      destructive={reject}
      describeError={describe}
      intro={
        <Typography>
          {reject
            ? t('requests.decide.rejectIntro')
            : last
              ? t('requests.decide.approveLastIntro')
              : t('requests.decide.approveStepIntro', {
                  step: request.step + 1,
                  total: request.steps.length,
                })}
        </Typography>
      }
    >
      <TextField
        name="reason"
        label={t(reject ? 'requests.decide.reason' : 'requests.decide.note')}
        helperText={t(reject ? 'requests.decide.reasonHelp' : 'requests.decide.noteHelp')}
        required={reject}
        lines={3}
        maxLength={REQUEST_LIMITS.reasonMax}
      />
    </FormDialog>
  );
}
