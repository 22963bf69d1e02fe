import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/form/form-error';
import { TextInput } from '@/components/form/text-input';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { apiFieldErrors } from '@/i18n/api-field-errors';

import type { NameInput } from '../api/types';

export type AddNameFormProps<D> = {
  label: string;
  /** Label of the English name field. */
  englishLabel: string;
  addLabel: string;
  maxLength: number;
  /** Creates the named thing (the module's mutation). */
  mutation: UseMutationOptions<D, Error, NameInput>;
};

/** A form that adds a named thing (a super type, a sub type), with its optional English name,
 *  and clears itself. */
export function AddNameForm<D>({
  label,
  englishLabel,
  addLabel,
  maxLength,
  mutation,
}: AddNameFormProps<D>) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [draftEn, setDraftEn] = useState('');
  const add = useToastMutation(mutation, {
    onSuccess: () => {
      setDraft('');
      setDraftEn('');
    },
  });
  const fieldErrors = add.error ? apiFieldErrors(add.error, i18n) : {};

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (name) add.mutate({ name, name_en: draftEn.trim() || null });
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
          id={`${id}-name`}
          size="small"
          label={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(fieldErrors.name)}
          helperText={fieldErrors.name}
          inputProps={{ maxLength }}
        />
        <TextInput
          id={`${id}-name-en`}
          size="small"
          label={englishLabel}
          value={draftEn}
          onChange={(event) => setDraftEn(event.target.value)}
          error={Boolean(fieldErrors.name_en)}
          helperText={fieldErrors.name_en ?? t('admin.english.shortHelp')}
          inputProps={{ maxLength }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={add.isPending}
          disabled={!draft.trim()}
          sx={{ flexShrink: 0 }}
        >
          {addLabel}
        </Button>
      </Stack>
      <FormError error={add.error} shownFields={['name', 'name_en']} />
    </>
  );
}
