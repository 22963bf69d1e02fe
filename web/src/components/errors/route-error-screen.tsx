import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { isChunkLoadError, reloadOnceForChunk } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';

// The screen is a lazy chunk: it keeps MUI out of the first load. If even it cannot load, the
// failure reaches the top-level crash boundary.
const ErrorScreen = lazy(() => import('./error-screen').then((m) => ({ default: m.ErrorScreen })));
const ThemedErrorScreen = lazy(() =>
  import('./themed-error-screen').then((m) => ({ default: m.ThemedErrorScreen })),
);

export type RouteErrorScreenProps = {
  /** Outside the screens' shell (the root route): bring the branded theme along. */
  themed?: boolean;
};

/** Route error element: reports the error, then shows the default error screen. A chunk that
 *  failed to load reloads the page once on its own (a deploy replaced the chunks). */
export function RouteErrorScreen({ themed = false }: RouteErrorScreenProps) {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunk());
  useEffect(() => {
    if (!reloading && !isRouteErrorResponse(error)) {
      reportError(error, { tags: { boundary: 'route' } });
    }
  }, [error, reloading]);
  if (reloading) return null;
  const shown = isRouteErrorResponse(error) ? new Error(error.statusText) : error;
  return (
    <Suspense fallback={null}>
      {themed ? <ThemedErrorScreen error={shown} /> : <ErrorScreen error={shown} />}
    </Suspense>
  );
}
