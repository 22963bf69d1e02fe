import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import {
  APPROVAL_LIMITS,
  decideMutation,
  type ApprovalItem,
  type DecideResult,
  type Decision,
} from '../api/approvals';

import { EMPTY_DECIDE, toDecideInput, validateDecide } from './decide-form-schema';

export type DecideDialogProps = {
  items: readonly ApprovalItem[];
  decision: Decision;
  onClose: () => void;
  /** The answer, item by item (some may have been refused). */
  onDecided: (result: DecideResult) => void;
};

/** Approves or rejects the chosen items at once; rejecting asks for the one reason every person
 *  will read. What the server answers item by item goes back to the inbox, which shows it. */
export function DecideDialog({ items, decision, onClose, onDecided }: DecideDialogProps) {
  const { t } = useTranslation();
  const count = items.length;
  const first = items[0];
  const single = count === 1 && first ? first.requester.full_name : null;
  const form = useMutationForm({
    defaultValues: EMPTY_DECIDE,
    validate: (values) => validateDecide(decision, values),
    mutation: decideMutation(),
    toRequest: (values) => toDecideInput(items, decision, values),
    onSuccess: (result) => {
      onDecided(result);
      onClose();
    },
  });
  const reject = decision === 'reject';
  return (
    <FormDialog
      form={form}
      title={
        single
          ? t(`approvals.decide.${decision}.titleOne`, { name: single })
          : t(`approvals.decide.${decision}.title`, { count })
      }
      submitLabel={t(`approvals.decide.${decision}.submit`)}
      onClose={onClose}
      destructive={reject}
      intro={<Typography>{t(`approvals.decide.${decision}.intro`, { count })}</Typography>}
    >
      {reject ? (
        <TextField
          name="reason"
          label={t('approvals.decide.reason')}
          helperText={t('approvals.decide.reasonHelp')}
          required
          lines={3}
          maxLength={APPROVAL_LIMITS.reasonMaxLength}
        />
      ) : null}
    </FormDialog>
  );
}
