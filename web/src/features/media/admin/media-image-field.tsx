import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from '@/components/form/use-field-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useImagePreview } from '@/lib/uploads/image-file';

import { MEDIA_IMAGE_TYPES } from '../api/media';

import { checkMediaImage, type MediaUploadValues } from './media-form-schema';

/** The picture to upload: chosen from a file, checked by its content and size here (and on the
 *  server), with a preview. */
export function MediaImageField() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const helpId = useId();
  const { control, setValue, setError } = useFormContext<MediaUploadValues>();
  const image = useWatch({ control, name: 'image' });
  const preview = useImagePreview(image);
  const message = useFieldMessage('image');

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = await checkMediaImage(file);
    setValue('image', problem ? null : file, { shouldValidate: !problem });
    if (problem) setError('image', { type: 'validate', message: problem });
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
            alt={t('admin.media.previewAlt')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <PhotoLibraryOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
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
          {image ? t('admin.media.changeImage') : t('admin.media.chooseImage')}
          <input
            type="file"
            hidden
            accept={MEDIA_IMAGE_TYPES.join(',')}
            onChange={(event) => void handleFile(event)}
            data-testid="media-image-input"
          />
        </Button>
        {image ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {image.name} · {format.fileSize(image.size)}
          </Typography>
        ) : null}
        <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
          {message ?? t('admin.media.imageHelp')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
