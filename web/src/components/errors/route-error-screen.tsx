import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

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

/** Route error element: reports the error, then shows the default error screen. */
export function RouteErrorScreen({ themed = false }: RouteErrorScreenProps) {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, { tags: { boundary: 'route' } });
  }, [error]);
  const shown = isRouteErrorResponse(error) ? new Error(error.statusText) : error;
  return (
    <Suspense fallback={null}>
      {themed ? <ThemedErrorScreen error={shown} /> : <ErrorScreen error={shown} />}
    </Suspense>
  );
}
