import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useNumberFormat } from '@/i18n/use-number-format';

import { decideSubmissionMutation } from '../api/admin-programs';
import { PROGRAM_LIMITS, type ProgramSubmission } from '../api/programs';
import { useProgramErrorMessage } from '../lib/use-program-error';

import { checkDecision, type Values } from './decision-schema';

/** Approves (paying the points, within the budget) or rejects (with the reason the person will
 *  read) one submission from the program's console. */
export function DecideSubmissionDialog({
  submission,
  decision,
  onClose,
}: {
  submission: ProgramSubmission;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const describeError = useProgramErrorMessage();
  const name = submission.person.full_name;
  const form = useMutationForm({
    defaultValues: { reason: '' },
    validate: (values: Values) => checkDecision(decision, values),
    mutation: decideSubmissionMutation(),
    toRequest: (values: Values) => ({
      submissionId: submission.id,
      decision,
      ...(decision === 'reject' ? { reason: values.reason.trim() } : {}),
    }),
    successToast: () => t(`programs.admin.submissions.done.${decision}`, { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t(`programs.admin.submissions.${decision}Title`, { name })}
      submitLabel={t(`programs.admin.submissions.${decision}`)}
      onClose={onClose}
      destructive={decision === 'reject'}
      describeError={describeError}
      intro={
        <Typography>
          {t(`programs.admin.submissions.${decision}Intro`, {
            name,
            title: submission.action.title,
            points: t('programs.points', {
              count: submission.points,
              formatted: format.number(submission.points),
            }),
          })}
        </Typography>
      }
    >
      {decision === 'reject' ? (
        <TextField
          name="reason"
          label={t('programs.admin.submissions.reason')}
          required
          lines={3}
          maxLength={PROGRAM_LIMITS.reasonMax}
        />
      ) : null}
    </FormDialog>
  );
}
