import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
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

/** Where the stack sits: bottom right from 600 px; at the top on phones, where a dialog is full
 *  screen with its actions at the bottom (a toast there would cover "Guardar"). */
const TOAST_ANCHOR_WIDE = { vertical: 'bottom', horizontal: 'right' } as const;
const TOAST_ANCHOR_PHONE = { vertical: 'top', horizontal: 'center' } as const;

/** The notistack stack, 4.5 s per toast (see the anchors above). Loaded lazily by ToastHost. */
export function ToastStack() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Its clean-up disconnects the stack.
  useEffect(() => {
    return connectToastStack((toast) => enqueueSnackbar(toast.message, { variant: toast.variant }));
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={phone ? TOAST_ANCHOR_PHONE : TOAST_ANCHOR_WIDE}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={TOAST_MAX_VISIBLE}
      preventDuplicate
      Components={TOAST_COMPONENTS}
    />
  );
}
