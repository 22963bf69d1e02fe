import { lazy, Suspense } from 'react';

import { useToastsRequested } from './toast';

const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

/** Mounts the toast stack with the first toast, keeping notistack out of the first load. */
export function ToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
