import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';

import { DESCRIPTION_MAX, FILE_NAME_MAX, TAG_MAX, TAGS_MAX } from '../lib/file-rules';

/** A file's details as typed in the upload and edit forms. */
export type FileDetailsDraft = {
  name: string;
  description: string;
  /** Comma-separated. */
  tags: string;
  requiresAck: boolean;
  /** yyyy-MM-dd or ''. */
  expiresOn: string;
};

export type FileDetailsFieldsProps = {
  draft: FileDetailsDraft;
  onChange: (change: Partial<FileDetailsDraft>) => void;
  errorAt: (field: string) => string | undefined;
  /** On upload the name may be left empty (the file's own name is used). */
  nameRequired: boolean;
  disabled?: boolean;
};

/** Name, description, tags, "Pedir confirmación de lectura" and the expiry date. */
export function FileDetailsFields({
  draft,
  onChange,
  errorAt,
  nameRequired,
  disabled,
}: FileDetailsFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <TextInput
        id={`${id}-name`}
        label={t('files.fields.name')}
        required={nameRequired}
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        inputProps={{ maxLength: FILE_NAME_MAX }}
        error={Boolean(errorAt('name'))}
        helperText={errorAt('name') ?? (nameRequired ? undefined : t('files.fields.nameHelp'))}
        disabled={disabled}
      />
      <TextInput
        id={`${id}-description`}
        label={t('files.fields.description')}
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => onChange({ description: event.target.value })}
        inputProps={{ maxLength: DESCRIPTION_MAX }}
        error={Boolean(errorAt('description'))}
        helperText={errorAt('description')}
        disabled={disabled}
      />
      <TextInput
        id={`${id}-tags`}
        label={t('files.fields.tags')}
        value={draft.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
        error={Boolean(errorAt('tags'))}
        helperText={
          errorAt('tags') ?? t('files.fields.tagsHelp', { max: TAGS_MAX, length: TAG_MAX })
        }
        disabled={disabled}
      />
      <AckSwitch
        checked={draft.requiresAck}
        onChange={(requiresAck) => onChange({ requiresAck })}
        error={errorAt('requires_ack')}
        disabled={disabled}
      />
      <DateInput
        id={`${id}-expires`}
        label={t('files.fields.expiresOn')}
        value={draft.expiresOn}
        onChange={(expiresOn) => onChange({ expiresOn })}
        error={Boolean(errorAt('expires_on'))}
        helperText={errorAt('expires_on') ?? t('files.fields.expiresHelp')}
        disabled={disabled}
      />
    </>
  );
}

/** "Pedir confirmación de lectura" with what it means. */
export function AckSwitch({
  checked,
  onChange,
  error,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={t('files.fields.requiresAck')}
      />
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? t('files.fields.requiresAckHelp')}
      </FormHelperText>
    </Stack>
  );
}
