import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { connectToastStack, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast';

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
    />
  );
}
