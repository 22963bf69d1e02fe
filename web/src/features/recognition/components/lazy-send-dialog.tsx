import { lazy, Suspense } from 'react';

import { withRetry } from '@/api/retry';

import type { SendValues } from '../send-form';

// The dialog (search, sliders, uploads) is its own chunk, loaded the first time it opens.
const SendRecognitionDialog = lazy(() =>
  withRetry(() => import('./send-recognition-dialog'), { shouldRetry: () => true }).then((m) => ({
    default: m.SendRecognitionDialog,
  })),
);

export type LazySendDialogProps = {
  open: boolean;
  onClose: () => void;
  initialValues?: Partial<SendValues>;
  onSent?: () => void;
};

/** Mounts the send dialog (fresh each time it opens) from its lazy chunk. */
export function LazySendDialog({ open, onClose, initialValues, onSent }: LazySendDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SendRecognitionDialog open onClose={onClose} initialValues={initialValues} onSent={onSent} />
    </Suspense>
  );
}
