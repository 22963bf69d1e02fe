import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useFieldMessage } from '@/components/form/use-field-message';

import { BADGE_IMAGE_TYPES } from '../api/badges';

import { checkBadgeImage, type BadgeFormValues } from './badge-form-schema';
import { useImagePreview } from './use-image-preview';

/** The badge's image: chosen from a file, checked by content here (and on the server), with a
 *  preview. */
export function BadgeImageField() {
  const { t } = useTranslation();
  const helpId = useId();
  const { control, setValue, setError } = useFormContext<BadgeFormValues>();
  const image = useWatch({ control, name: 'image' });
  const preview = useImagePreview(image);
  const message = useFieldMessage('image');

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = await checkBadgeImage(file);
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
            alt={t('admin.badges.previewAlt')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography component="span" aria-hidden sx={{ fontSize: 36 }}>
            🏅
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          aria-describedby={helpId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {image ? t('admin.badges.changeImage') : t('admin.badges.chooseImage')}
          <input
            type="file"
            hidden
            accept={BADGE_IMAGE_TYPES.join(',')}
            onChange={(event) => void handleFile(event)}
            data-testid="badge-image-input"
          />
        </Button>
        {image ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {image.name}
          </Typography>
        ) : null}
        <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
          {message ?? t('admin.badges.imageHelp')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
