import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { apiFieldErrors } from '@/i18n/api-field-errors';

export type AddNameFormProps<D> = {
  label: string;
  addLabel: string;
  maxLength: number;
  /** Creates the named thing (the module's mutation). */
  mutation: UseMutationOptions<D, Error, string>;
};

/** A one-field form that adds a named thing (a super type, a sub type) and clears itself. */
export function AddNameForm<D>({ label, addLabel, maxLength, mutation }: AddNameFormProps<D>) {
  const { i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = useToastMutation(mutation, { onSuccess: () => setDraft('') });
  const fieldError = add.error ? apiFieldErrors(add.error, i18n).name : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (name) add.mutate(name);
  };

  return (
    <>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={handleSubmit}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          id={id}
          size="small"
          label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          inputProps={{ maxLength }}
        />
        <Button type="submit" variant="outlined" loading={add.isPending} disabled={!draft.trim()}>
          {addLabel}
        </Button>
      </Stack>
      <FormError error={add.error} shownFields={['name']} />
    </>
  );
}
