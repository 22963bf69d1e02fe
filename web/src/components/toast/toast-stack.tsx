import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { connectToastStack, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast';

/** notistack's default success, info and warning colours put white text under 4.5:1 (WCAG AA):
 *  the theme's dark shades pass with white text; warning keeps its light shade with dark text. */
const ReadableToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.common.black,
  },
}));
const TOAST_COMPONENTS = {
  success: ReadableToast,
  info: ReadableToast,
  warning: ReadableToast,
  error: ReadableToast,
  default: ReadableToast,
};

/** The notistack stack, bottom right, 4.5 s per toast. Loaded lazily by ToastHost. */
export function ToastStack() {
  useEffect(
    () => connectToastStack((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })),
    [],
  );
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={TOAST_MAX_VISIBLE}
      preventDuplicate
      Components={TOAST_COMPONENTS}
    />
  );
}
