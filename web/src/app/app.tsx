import { lazy, useState } from 'react';
// From react-router/dom: the provider that can apply a navigation with flushSync.
import { RouterProvider } from 'react-router/dom';

import { isDocsHost } from '@/lib/host';

import { createAppRouter } from './router';

const DocsApp = lazy(() => import('./docs-app').then((m) => ({ default: m.DocsApp })));

function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export type AppProps = { hostname: string };

/** Host rule: hosts containing "docs" show the public API documentation instead of the app. */
export function App({ hostname }: AppProps) {
  return isDocsHost(hostname) ? <DocsApp /> : <RoutedApp />;
}
