import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '../dialog/use-compact-dialog';

import { FormError } from './form-error';
import type { MutationForm } from './use-mutation-form';

export type FormDialogProps<V extends FieldValues, D, R> = {
  form: MutationForm<V, D, R>;
  title: string;
  submitLabel: string;
  /** Default: "Cancelar". */
  cancelLabel?: string;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
  /** Shown first in the dialog, above the form (what the form is about). */
  intro?: ReactNode;
  /** Shown after the form, inside the dialog (parts saved on their own). */
  after?: ReactNode;
  /** The submission cannot be undone (the submit button is red). */
  destructive?: boolean;
  /** The text of a failed submission, when the form words it its own way (see FormError). */
  describeError?: (error: unknown) => string;
  /** The dialog's width on larger screens (default: sm). */
  maxWidth?: 'sm' | 'md';
};

/** A dialog around a form: title, the fields, the submission's failure, cancel and submit. It
 *  takes the whole screen on phones and cannot be closed while the submission runs. */
export function FormDialog<V extends FieldValues, D, R>({
  form,
  title,
  submitLabel,
  cancelLabel,
  onClose,
  children,
  intro,
  after,
  destructive = false,
  describeError,
  maxWidth = 'sm',
}: FormDialogProps<V, D, R>) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const compact = useCompactDialog();
  const pending = form.mutation.isPending;
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form.form}>
          <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={form.submit}>
            {intro}
            <FormError
              error={form.mutation.error}
              shownFields={form.shownFields}
              shownCodes={form.shownCodes}
              describe={describeError}
            />
            {children}
          </Stack>
        </FormProvider>
        {after}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('admin.common.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={pending}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
