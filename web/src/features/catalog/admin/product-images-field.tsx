import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { useFilePreview } from '../hooks/use-file-preview';
import type { ProductImageEntry, ProductImages } from '../hooks/use-product-images';

export type ProductImagesFieldProps = {
  images: ProductImages;
  /** Why the form cannot be sent yet (uploads running or failed), or the server's message. */
  error?: string;
};

/** The product's images: added from files (uploaded at once, with their progress), moved earlier
 *  or later (the first is the main one) and removed. */
export function ProductImagesField({ images, error }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helperId = useId();
  const full = images.items.length >= images.maxImages;

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    images.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="p" sx={{ mb: 1 }}>
        {t('catalog.admin.product.images.label')}
      </FormLabel>
      {images.items.length > 0 ? (
        <Stack component="ol" spacing={1} sx={{ m: 0, mb: 1.5, p: 0, listStyle: 'none' }}>
          {images.items.map((item, index) => (
            <ImageRow
              key={item.id}
              item={item}
              number={index + 1}
              total={images.items.length}
              onMove={(by) => images.move(item.id, by)}
              onRemove={() => images.remove(item.id)}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('catalog.admin.product.images.encourage')}
        </Typography>
      )}
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={images.accept.join(',')}
        onChange={handleFiles}
        aria-describedby={helperId}
        data-testid="product-images-input"
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddPhotoAlternateOutlined />}
        disabled={full}
        onClick={() => inputRef.current?.click()}
        aria-describedby={helperId}
      >
        {t('catalog.admin.product.images.add')}
      </Button>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? t('catalog.admin.product.images.help', { max: images.maxImages })}
      </FormHelperText>
      {images.rejections.map((rejection) => (
        <FormHelperText key={rejection.name} error role="alert">
          {t(`catalog.admin.product.images.rejected.${rejection.reason}`, { name: rejection.name })}
        </FormHelperText>
      ))}
    </Box>
  );
}

type ImageRowProps = {
  item: ProductImageEntry;
  number: number;
  total: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function ImageRow({ item, number, total, onMove, onRemove }: ImageRowProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const preview = useFilePreview(item.file);
  const src = item.url ?? preview;
  const name = t('catalog.admin.product.images.name', { number });
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 56,
          height: 42,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={name}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {number === 1 ? t('catalog.admin.product.images.main', { name }) : name}
          {item.name ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({item.name})
            </Typography>
          ) : null}
        </Typography>
        {item.status === 'failed' ? (
          <Typography variant="body2" color="error" role="alert">
            {t('catalog.admin.product.images.uploadFailed', { reason: errorMessage(item.error) })}
          </Typography>
        ) : item.status === 'uploading' ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.progress * 100)}
            aria-label={t('catalog.admin.product.images.uploading', { name })}
            sx={{ mt: 0.5 }}
          />
        ) : null}
      </Box>
      <IconButton
        size="small"
        aria-label={t('catalog.admin.product.images.moveUp', { name })}
        disabled={number === 1}
        onClick={() => onMove(-1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('catalog.admin.product.images.moveDown', { name })}
        disabled={number === total}
        onClick={() => onMove(1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('catalog.admin.product.images.remove', { name })}
        onClick={onRemove}
      >
        <Close fontSize="small" />
      </IconButton>
    </Stack>
  );
}
