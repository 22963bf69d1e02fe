import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { useNumberFormat } from '@/i18n/use-number-format';
import { useImagePreview } from '@/lib/uploads/image-file';

import { useFieldMessage } from '../use-field-message';

export type ImageFileFieldProps = {
  /** The form's field holding the chosen file (a `File`, or null). */
  name: string;
  /** The types the file chooser offers, e.g. `['image/png', 'image/jpeg']`. */
  types: readonly string[];
  /** What is wrong with a chosen file, as a glossary key (shown under the field), or null when
   *  it may be kept. */
  check: (file: File) => Promise<string | null>;
  /** The button's text before a file is chosen, and after. */
  chooseLabel: string;
  changeLabel: string;
  /** Shown under the button while the field has no error (the accepted types and size). */
  helperText: string;
  /** The preview's alternative text. */
  previewAlt: string;
  /** Shown in the preview's place before a file is chosen (decorative). */
  placeholder: ReactNode;
  /** The file input's test id (browser and unit tests upload through it). */
  inputTestId?: string;
};

/** A picture of the surrounding form: chosen from a file, checked by `check` here (the server
 *  checks it again), with a preview, its name and size, and its error or help underneath. */
export function ImageFileField({
  name,
  types,
  check,
  chooseLabel,
  changeLabel,
  helperText,
  previewAlt,
  placeholder,
  inputTestId,
}: ImageFileFieldProps) {
  const format = useNumberFormat();
  const helpId = useId();
  const { control, setValue, setError } = useFormContext();
  const image = useWatch({ control, name }) as File | null;
  const preview = useImagePreview(image);
  const message = useFieldMessage(name);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = await check(file);
    setValue(name, problem ? null : file, { shouldValidate: !problem });
    if (problem) setError(name, { type: 'validate', message: problem });
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: 2,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={previewAlt}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Box aria-hidden sx={{ display: 'flex' }}>
            {placeholder}
          </Box>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          aria-describedby={helpId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {image ? changeLabel : chooseLabel}
          <input
            type="file"
            hidden
            accept={types.join(',')}
            onChange={(event) => void handleFile(event)}
            data-testid={inputTestId}
          />
        </Button>
        {image ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {image.name} · {format.fileSize(image.size)}
          </Typography>
        ) : null}
        <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
          {message ?? helperText}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
