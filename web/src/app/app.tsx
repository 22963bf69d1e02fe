import { lazy, useState } from 'react';
// From react-router/dom: the provider that can apply a navigation with flushSync.
import { RouterProvider } from 'react-router/dom';

import { withRetry } from '@/api/retry';

import { STANDALONE_SCREENS } from './modules';
import { createAppRouter } from './router';

function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** Each module's standalone screen with its frame (theme, toasts), both loaded at once when
 *  shown; made here, once, not in render (a first render that suspends keeps no state). */
const STANDALONE_APPS = STANDALONE_SCREENS.map((screen) => ({
  hosts: screen.hosts,
  Screen: lazy(async () => {
    const [{ StandaloneApp }, { Component }] = await Promise.all([
      withRetry(() => import('./standalone-app'), { shouldRetry: () => true }),
      screen.page(),
    ]);
    return {
      default: () => (
        <StandaloneApp>
          <Component />
        </StandaloneApp>
      ),
    };
  }),
}));

export type AppProps = { hostname: string };

/** Host rule: a module may claim some hosts for a screen of its own instead of the app (hosts
 *  containing "docs" show the public API documentation). */
export function App({ hostname }: AppProps) {
  const standalone = STANDALONE_APPS.find((app) => app.hosts(hostname));
  return standalone ? <standalone.Screen /> : <RoutedApp />;
}
