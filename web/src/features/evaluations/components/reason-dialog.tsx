import Typography from '@mui/material/Typography';
import type { UseMutationOptions } from '@tanstack/react-query';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { checkReason, REASON_MAX, type ReasonValues } from '../lib/reason';

export type ReasonDialogProps<D> = {
  title: string;
  /** What the action does, above the field. */
  intro?: string;
  label: string;
  submitLabel: string;
  /** A reason must be given (declining); else it is optional (rejecting a nomination). */
  required: boolean;
  /** The module's mutation, given the trimmed reason ('' when none). */
  mutation: UseMutationOptions<D, Error, string>;
  successToast: string;
  /** The action cannot be undone: the button is red. */
  destructive?: boolean;
  onClose: () => void;
  /** After a success (the dialog closes by itself). */
  onDone?: () => void;
};

/** An action that takes a reason: declining a review or a nomination, rejecting one. */
export function ReasonDialog<D>({
  title,
  intro,
  label,
  submitLabel,
  required,
  mutation,
  successToast,
  destructive = false,
  onClose,
  onDone,
}: ReasonDialogProps<D>) {
  const form = useMutationForm({
    defaultValues: { reason: '' } satisfies ReasonValues,
    validate: checkReason(required),
    mutation,
    toRequest: (values: ReasonValues) => values.reason.trim(),
    successToast: () => successToast,
    onSuccess: () => {
      onClose();
      onDone?.();
    },
  });
  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      destructive={destructive}
      intro={intro ? <Typography>{intro}</Typography> : undefined}
    >
      <TextField
        name="reason"
        label={label}
        required={required}
        lines={3}
        maxLength={REASON_MAX}
        countRemaining
      />
    </FormDialog>
  );
}
