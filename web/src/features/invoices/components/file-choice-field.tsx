import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

type DynamicT = (key: string) => string;

export type FileChoiceFieldProps = {
  /** The form's field holding the chosen file (a `File`, or null). */
  name: string;
  /** What the file is ("XML del CFDI"): the group's name. */
  label: string;
  /** The file chooser's offer, e.g. `['.xml', 'text/xml']`. */
  accept: readonly string[];
  /** What is wrong with a chosen file, as a glossary key, or null when it may be kept. */
  check: (file: File) => string | null;
  chooseLabel: string;
  changeLabel: string;
  /** Names the button that drops the chosen file ("Quitar el XML"; it shows "Quitar"). */
  removeLabel: string;
  /** Shown while the field has no error (the accepted types and size). */
  helperText: string;
  /** Replaces the server's text for this field (the module words some refusals itself). */
  serverMessage?: string;
  /** The file input's test id (browser and unit tests choose files through it). */
  inputTestId?: string;
};

/** A file of the surrounding form (any type `check` lets through): its name and size once
 *  chosen, a way to drop it, and its error or help underneath. The server checks it again. */
export function FileChoiceField({
  name,
  label,
  accept,
  check,
  chooseLabel,
  changeLabel,
  removeLabel,
  helperText,
  serverMessage,
  inputTestId,
}: FileChoiceFieldProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const labelId = useId();
  const helpId = useId();
  const { control, setValue, setError, clearErrors, formState } = useFormContext();
  const file = useWatch({ control, name }) as File | null;
  const error = get<typeof formState.errors, FieldError | undefined>(formState.errors, name);
  const message = error?.message
    ? error.type === 'server'
      ? (serverMessage ?? error.message)
      : (t as unknown as DynamicT)(error.message)
    : undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = check(chosen);
    clearErrors(name);
    setValue(name, problem ? null : chosen, { shouldDirty: true });
    if (problem) setError(name, { type: 'validate', message: problem });
  };
  const remove = () => {
    clearErrors(name);
    setValue(name, null, { shouldDirty: true });
  };

  return (
    <Stack spacing={0.75} role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}
      >
        <Button
          component="label"
          variant="outlined"
          startIcon={<AttachFileOutlined />}
          sx={{ flexShrink: 0 }}
        >
          {file ? changeLabel : chooseLabel}
          <input
            type="file"
            hidden
            accept={accept.join(',')}
            onChange={choose}
            data-testid={inputTestId}
          />
        </Button>
        {file ? (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name} · {format.fileSize(file.size)}
            </Typography>
            <Button size="small" color="inherit" onClick={remove} aria-label={removeLabel}>
              {t('invoices.upload.remove')}
            </Button>
          </>
        ) : null}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? helperText}
      </FormHelperText>
    </Stack>
  );
}
