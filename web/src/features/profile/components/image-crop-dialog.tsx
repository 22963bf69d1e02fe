import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';

import {
  cropRect,
  imagePlacement,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSize,
  panCrop,
  zoomCrop,
  type Crop,
  type Size,
} from '../lib/crop-geometry';
import { encodeCrop, type LoadedImage } from '../lib/image-file';

/** Share of the frame one arrow key press moves the image (Shift: four times as far). */
const KEY_STEP = 0.05;
const ZOOM_STEP = 0.1;

export type ImageCropDialogProps = {
  image: LoadedImage;
  title: string;
  /** Width ÷ height of the crop: 1 for a photo, 4 for a background. */
  aspect: number;
  /** Show the crop through a round mask (a profile photo). */
  round?: boolean;
  /** Largest size the crop is drawn at. */
  maxOutput: Size;
  /** The upload is running: the dialog cannot be changed or closed. */
  pending: boolean;
  /** Why the last upload failed. */
  error: string | null;
  onSave: (image: Blob) => void;
  onCancel: () => void;
};

type Drag = { pointerId: number; x: number; y: number; width: number; height: number; crop: Crop };

/** Crops a chosen image: drag it (or move it with the arrow keys) under the frame, zoom with the
 *  slider (or + and −); "Guardar" draws the framed part into a canvas and hands it over. */
export function ImageCropDialog({
  image,
  title,
  aspect,
  round = false,
  maxOutput,
  pending,
  error,
  onSave,
  onCancel,
}: ImageCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const zoomLabelId = useId();
  const compact = useCompactDialog();
  const [crop, setCrop] = useState<Crop>(() => initialCrop(image));
  const [encoding, setEncoding] = useState(false);
  const [encodeFailed, setEncodeFailed] = useState(false);
  const drag = useRef<Drag | null>(null);
  const busy = pending || encoding;
  const placement = imagePlacement(image, aspect, crop);

  const pan = (dx: number, dy: number) =>
    setCrop((current) => panCrop(image, aspect, current, dx, dy));
  const zoomTo = (zoom: number) => setCrop((current) => zoomCrop(image, aspect, current, zoom));

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (busy) return;
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    switch (event.key) {
      case 'ArrowLeft':
        pan(-step, 0);
        break;
      case 'ArrowRight':
        pan(step, 0);
        break;
      case 'ArrowUp':
        pan(0, -step);
        break;
      case 'ArrowDown':
        pan(0, step);
        break;
      case '+':
      case '=':
        zoomTo(crop.zoom + ZOOM_STEP);
        break;
      case '-':
      case '_':
        zoomTo(crop.zoom - ZOOM_STEP);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const handlePointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (busy || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const frame = event.currentTarget;
    frame.setPointerCapture?.(event.pointerId);
    const { width, height } = frame.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      width,
      height,
      crop,
    };
  };

  const handlePointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || !current.width || !current.height) {
      return;
    }
    const dx = (event.clientX - current.x) / current.width;
    const dy = (event.clientY - current.y) / current.height;
    setCrop(panCrop(image, aspect, current.crop, dx, dy));
  };

  const endDrag = () => {
    drag.current = null;
  };

  const save = async () => {
    setEncoding(true);
    setEncodeFailed(false);
    try {
      const rect = cropRect(image, aspect, crop);
      const blob = await encodeCrop(image.element, rect, outputSize(rect, maxOutput));
      onSave(blob);
    } catch {
      setEncodeFailed(true);
    } finally {
      setEncoding(false);
    }
  };

  const message = encodeFailed ? t('profile.crop.prepareFailed') : error;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography id={helpId} variant="body2" color="text.secondary">
            {t('profile.crop.help')}
          </Typography>
          {/* The frame is one widget of its own: pointer drags and the arrow keys move the image
              under it (a screen reader passes the keys through in an application). */}
          <Box
            role="application"
            aria-label={t('profile.crop.area')}
            aria-describedby={helpId}
            tabIndex={0}
            data-testid="crop-frame"
            onKeyDown={handleKeyDown}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            sx={{
              position: 'relative',
              overflow: 'hidden',
              width: round ? 'min(100%, 320px)' : '100%',
              aspectRatio: `${aspect} / 1`,
              mx: 'auto',
              borderRadius: 1,
              bgcolor: 'grey.900',
              cursor: busy ? 'default' : 'grab',
              touchAction: 'none',
              userSelect: 'none',
              '&:active': { cursor: busy ? 'default' : 'grabbing' },
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <Box
              component="img"
              src={image.url}
              alt=""
              draggable={false}
              // Inline: it changes on every pointer move (sx would make a class each time).
              style={{
                left: `${placement.left}%`,
                top: `${placement.top}%`,
                width: `${placement.width}%`,
                height: `${placement.height}%`,
              }}
              sx={{ position: 'absolute', maxWidth: 'none', pointerEvents: 'none' }}
            />
            {round ? (
              <Box
                aria-hidden
                sx={(theme) => ({
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  border: `2px solid ${theme.palette.common.white}`,
                  boxShadow: `0 0 0 100vmax ${alpha(theme.palette.common.black, 0.55)}`,
                  pointerEvents: 'none',
                })}
              />
            ) : null}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography id={zoomLabelId} component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
              {t('profile.crop.zoom')}
            </Typography>
            <ZoomOut aria-hidden color="action" />
            <Slider
              value={crop.zoom}
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              disabled={busy}
              onChange={(_event, value) => zoomTo(value)}
              getAriaValueText={(value) =>
                t('profile.crop.zoomValue', { value: Math.round(value * 100) })
              }
              slotProps={{ input: { 'aria-labelledby': zoomLabelId } }}
            />
            <ZoomIn aria-hidden color="action" />
          </Stack>
          {pending ? <LinearProgress aria-label={t('profile.crop.saving')} /> : null}
          {message ? (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin.common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={busy}>
          {t('profile.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
