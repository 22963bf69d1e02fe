import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  BADGE_DESCRIPTION_MAX_LENGTH,
  BADGE_IMAGE_TYPES,
  BADGE_NAME_MAX_LENGTH,
  createBadge,
} from '@/api/badges';
import { queryKeys } from '@/api/query-keys';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { FormError } from '../../components/form-error';
import { useCompactDialog } from '../../hooks/use-compact-dialog';
import { useFieldError } from '../../hooks/use-field-error';
import { useImagePreview } from '../../hooks/use-image-preview';
import { schemaResolver } from '../../lib/form-resolver';

import {
  checkBadgeImage,
  validateBadgeForm,
  type BadgeFormValues,
  type BadgeImageError,
} from './badge-form-schema';

export type BadgeCreateDialogProps = { onClose: () => void };

/** Creates a badge from an image (checked here and on the server), a name and a description. */
export function BadgeCreateDialog({ onClose }: BadgeCreateDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const compact = useCompactDialog();
  const queryClient = useQueryClient();
  const [imageError, setImageError] = useState<BadgeImageError | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<BadgeFormValues>({
    defaultValues: { image: null, name: '', description: '' },
    resolver: schemaResolver(validateBadgeForm),
  });
  const image = useWatch({ control, name: 'image' });
  const preview = useImagePreview(image);
  const save = useMutation({
    mutationFn: (values: BadgeFormValues) =>
      createBadge({
        image: values.image as File,
        name: values.name.trim(),
        description: values.description.trim() || undefined,
      }),
    onSuccess: async (badge) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.badges });
      showToast(t('admin.badges.created', { name: badge.name }), 'success');
      onClose();
    },
  });
  const fieldError = useFieldError(errors, save.error);
  const nameField = register('name');
  const descriptionField = register('description');

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = await checkBadgeImage(file);
    setImageError(problem);
    setValue('image', problem ? null : file, { shouldValidate: !problem });
  };
  const imageMessage = imageError ? t(imageError) : fieldError('image');

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('admin.badges.createTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
        >
          <FormError error={save.error} shownFields={['image', 'name', 'description']} />
          <Controller
            control={control}
            name="image"
            render={() => (
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
                    borderColor: imageMessage ? 'error.main' : 'divider',
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
                    aria-describedby={`${formId}-image-help`}
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
                  <FormHelperText
                    id={`${formId}-image-help`}
                    error={Boolean(imageMessage)}
                    role={imageMessage ? 'alert' : undefined}
                  >
                    {imageMessage ?? t('admin.badges.imageHelp')}
                  </FormHelperText>
                </Stack>
              </Stack>
            )}
          />
          <TextInput
            {...nameField}
            inputRef={nameField.ref}
            id={`${formId}-name`}
            label={t('admin.badges.fields.name')}
            required
            error={Boolean(fieldError('name'))}
            helperText={fieldError('name')}
            inputProps={{ maxLength: BADGE_NAME_MAX_LENGTH }}
          />
          <TextInput
            {...descriptionField}
            inputRef={descriptionField.ref}
            id={`${formId}-description`}
            label={t('admin.badges.fields.description')}
            multiline
            minRows={2}
            error={Boolean(fieldError('description'))}
            helperText={fieldError('description')}
            inputProps={{ maxLength: BADGE_DESCRIPTION_MAX_LENGTH }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {t('admin.badges.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
