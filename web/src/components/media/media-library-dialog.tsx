import CheckCircle from '@mui/icons-material/CheckCircle';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { mediaLibraryQueryOptions, mediaTitle, type MediaItem } from '@/lib/calls/media';

import { useCompactDialog } from '../dialog/use-compact-dialog';
import { LoadError } from '../feedback/load-error';
import { LoadingBlock } from '../feedback/loading-block';

import { GifMark } from './gif-mark';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export type MediaLibraryDialogProps = {
  initial: MediaItem | null;
  onClose: () => void;
  onChoose: (item: MediaItem) => void;
};

/** The library as a grid of toggle buttons; "Usar imagen" takes the one pressed. */
export function MediaLibraryDialog({ initial, onClose, onChoose }: MediaLibraryDialogProps) {
  const { t, i18n } = useTranslation();
  const compact = useCompactDialog();
  const reduceMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const titleId = useId();
  const animatedId = useId();
  const library = useQuery(mediaLibraryQueryOptions());
  const [selectedId, setSelectedId] = useState<number | null>(initial?.id ?? null);
  // Under reduced motion, the animated picture the pointer or the focus is on.
  const [peek, setPeek] = useState<number | null>(null);
  const items = library.data ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  let content;
  if (library.isPending) {
    content = <LoadingBlock label={t('mediaPicker.loading')} />;
  } else if (library.isError) {
    content = (
      <LoadError
        error={library.error}
        onRetry={() => void library.refetch()}
        retrying={library.isFetching}
      />
    );
  } else if (items.length === 0) {
    content = <Typography color="text.secondary">{t('mediaPicker.empty')}</Typography>;
  } else {
    content = (
      <>
        <Box
          component="ul"
          aria-label={t('mediaPicker.listLabel')}
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          }}
        >
          {items.map((item) => {
            const pressed = item.id === selectedId;
            const still = item.animated && reduceMotion && peek !== item.id && !pressed;
            const name = mediaTitle(item, i18n.language);
            return (
              <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                <ButtonBase
                  focusRipple
                  aria-pressed={pressed}
                  aria-describedby={item.animated ? animatedId : undefined}
                  onClick={() => setSelectedId(pressed ? null : item.id)}
                  onDoubleClick={() => onChoose(item)}
                  onMouseEnter={() => setPeek(item.id)}
                  onMouseLeave={() => setPeek(null)}
                  onFocus={() => setPeek(item.id)}
                  onBlur={() => setPeek(null)}
                  data-media-item={item.id}
                  sx={{
                    width: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    gap: 0.5,
                    p: 0.5,
                    borderRadius: 1.5,
                    border: 2,
                    borderColor: pressed ? 'primary.main' : 'transparent',
                    bgcolor: pressed ? 'action.selected' : undefined,
                    textAlign: 'center',
                    '&.Mui-focusVisible': {
                      outline: '2px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {/* The picture swaps between a still mark and the image when the pointer
                      enters (reduced motion): a tap's mousedown would land on a node React
                      just removed and the browser would send the button no click. The button
                      alone takes the pointer. */}
                  <Box
                    sx={{
                      position: 'relative',
                      pointerEvents: 'none',
                      width: '100%',
                      aspectRatio: '1 / 1',
                      borderRadius: 1,
                      overflow: 'hidden',
                      bgcolor: 'action.hover',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    {still ? (
                      <GifBoxOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
                    ) : (
                      <Box
                        component="img"
                        src={item.url}
                        alt=""
                        loading="lazy"
                        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                      />
                    )}
                    {item.animated ? (
                      <Box sx={{ position: 'absolute', left: 4, bottom: 4, display: 'flex' }}>
                        <GifMark />
                      </Box>
                    ) : null}
                    {pressed ? (
                      <CheckCircle
                        aria-hidden
                        color="primary"
                        sx={{
                          position: 'absolute',
                          top: 4,
                          right: 4,
                          bgcolor: 'background.paper',
                          borderRadius: '50%',
                        }}
                      />
                    ) : null}
                  </Box>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {name}
                  </Typography>
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
        <Box id={animatedId} hidden>
          {t('mediaPicker.animated')}
        </Box>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('mediaPicker.title')}</DialogTitle>
      <DialogContent dividers>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('mediaPicker.cancel')}</Button>
        <Button
          variant="contained"
          disabled={selected === null}
          onClick={() => (selected ? onChoose(selected) : undefined)}
        >
          {t('mediaPicker.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
