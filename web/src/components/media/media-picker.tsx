import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { mediaTitle, type MediaItem } from '@/lib/calls/media';
import { lazyComponent } from '@/lib/lazy-route';

import { GifMark } from './gif-mark';

export type MediaPickerProps = {
  /** The chosen picture, or null. */
  value: MediaItem | null;
  onChange: (item: MediaItem | null) => void;
  /** A problem with the choice (the server's `media_not_found`). */
  error?: string;
  disabled?: boolean;
};

// The library's dialog (its grid, its query) is its own chunk, loaded the first time it opens.
const MediaLibraryDialog = lazy(
  lazyComponent(() => import('./media-library-dialog'), 'MediaLibraryDialog'),
);

/**
 * A picture of the organisation's media library for a recognition: a button opens the library
 * as a grid of toggle buttons (titles in the UI language, animated ones marked GIF and, for
 * people who prefer reduced motion, shown still until hovered or focused); "Usar imagen" keeps
 * the choice, shown as a small preview with "Quitar" (a GIF still there too under reduced
 * motion). The library loads when the dialog opens.
 */
export function MediaPicker({ value, onChange, error, disabled = false }: MediaPickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const title = value ? mediaTitle(value, i18n.language) : '';
  // For people who prefer reduced motion a chosen GIF is not played in the preview either.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const still = Boolean(value?.animated) && reduceMotion;

  return (
    <Box>
      {value ? (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
          role="group"
          aria-label={t('mediaPicker.chosen', { title })}
          aria-describedby={error ? errorId : undefined}
          data-testid="media-picker-chosen"
        >
          <Box
            {...(still
              ? { 'data-testid': 'media-picker-still' }
              : { component: 'img' as const, src: value.url, alt: '' })}
            sx={{
              width: 64,
              height: 64,
              objectFit: 'cover',
              borderRadius: 1,
              bgcolor: 'action.hover',
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              flexShrink: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {still ? (
              <GifBoxOutlined aria-hidden sx={{ fontSize: 36, color: 'text.secondary' }} />
            ) : null}
          </Box>
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: '1 1 auto' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              {value.animated ? <GifMark /> : null}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setOpen(true)} disabled={disabled}>
                {t('mediaPicker.change')}
              </Button>
              <Button
                size="small"
                color="inherit"
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                {t('mediaPicker.remove')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      ) : (
        <Button
          startIcon={<PhotoLibraryOutlined />}
          onClick={() => setOpen(true)}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-describedby={error ? errorId : undefined}
        >
          {t('mediaPicker.add')}
        </Button>
      )}
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <MediaLibraryDialog
            initial={value}
            onClose={() => setOpen(false)}
            onChoose={(item) => {
              onChange(item);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
