import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { ACCEPT } from '../lib/file-rules';

export type FilePickerProps = {
  /** The input's accessible name ("Archivo"). */
  label: string;
  /** The button's text ("Elegir archivo"). */
  buttonLabel: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  /** What is wrong with the choice (shown under it). */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** Takes one file out of the choice (a list of several). */
  onRemove?: (index: number) => void;
};

/** A file chooser: a button that opens the browser's picker (limited to the stored types), the
 *  names and sizes chosen, and what is wrong with them. */
export function FilePicker({
  label,
  buttonLabel,
  files,
  onChange,
  multiple = false,
  error,
  helperText,
  disabled,
  onRemove,
}: FilePickerProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const helperId = `${id}-helper`;
  const message = error ?? helperText;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={disabled}
        color={error ? 'error' : 'primary'}
      >
        {buttonLabel}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          aria-label={label}
          aria-describedby={message ? helperId : undefined}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // The same file may be chosen again after a fix: clear the input.
            event.target.value = '';
            if (chosen.length > 0) onChange(chosen);
          }}
        />
      </Button>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('files.upload.noneChosen')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5, minWidth: 0, maxWidth: '100%' }}>
          {files.map((file, index) => (
            <Typography
              component="li"
              variant="body2"
              key={`${file.name}-${index}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file.name} ({format.fileSize(file.size)})
              {onRemove ? (
                <Button
                  size="small"
                  onClick={() => onRemove(index)}
                  disabled={disabled}
                  aria-label={t('files.upload.removeFile', { name: file.name })}
                  sx={{ ml: 1, minWidth: 0, py: 0 }}
                >
                  {t('files.upload.remove')}
                </Button>
              ) : null}
            </Typography>
          ))}
        </Stack>
      )}
      {message ? (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
