import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';

import { FormError } from './form-error';
import type { MutationForm } from './use-mutation-form';

export type InlineFormProps<V extends FieldValues, D, R> = {
  form: MutationForm<V, D, R>;
  submitLabel: string;
  /** What the last submission did (a status message), while it still applies. */
  done?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Buttons before the submit button (add a row...). */
  extraActions?: ReactNode;
  /** A secondary form (outlined button), and whether there is anything to send yet. */
  submitVariant?: 'contained' | 'outlined';
  canSubmit?: boolean;
  /** The text of a failed submission, when the form words it its own way (see FormError). */
  describeError?: (error: unknown) => string;
};

/** A form on the page itself (a settings panel): its outcome, its failure, the fields and the
 *  submit button. */
export function InlineForm<V extends FieldValues, D, R>({
  form,
  submitLabel,
  done,
  children,
  extraActions,
  submitVariant = 'contained',
  canSubmit = true,
  describeError,
}: InlineFormProps<V, D, R>) {
  const submit = (
    <Button
      type="submit"
      variant={submitVariant}
      loading={form.mutation.isPending}
      disabled={!canSubmit}
      sx={extraActions ? undefined : { alignSelf: 'flex-start' }}
    >
      {submitLabel}
    </Button>
  );
  return (
    <FormProvider {...form.form}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={form.submit}>
        {done ? (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        ) : null}
        <FormError
          error={form.mutation.error}
          shownFields={form.shownFields}
          shownCodes={form.shownCodes}
          describe={describeError}
        />
        {children}
        {extraActions ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {extraActions}
            {submit}
          </Stack>
        ) : (
          submit
        )}
      </Stack>
    </FormProvider>
  );
}
