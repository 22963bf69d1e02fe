import { lazy, useState } from 'react';
// From react-router/dom: the provider that can apply a navigation with flushSync.
import { RouterProvider } from 'react-router/dom';

import { withRetry } from '@/api/retry';
import type { StandaloneScreen } from '@/lib/modules/manifest';

import { STANDALONE_SCREENS } from './modules';
import { createAppRouter } from './router';

function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** The screen with its frame (theme, toasts), both loaded at once. */
function loadStandalone(screen: StandaloneScreen) {
  return lazy(async () => {
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
  });
}

function Standalone({ screen }: { screen: StandaloneScreen }) {
  const [Screen] = useState(() => loadStandalone(screen));
  return <Screen />;
}

export type AppProps = { hostname: string };

/** Host rule: a module may claim some hosts for a screen of its own instead of the app (hosts
 *  containing "docs" show the public API documentation). */
export function App({ hostname }: AppProps) {
  const screen = STANDALONE_SCREENS.find((candidate) => candidate.hosts(hostname));
  return screen ? <Standalone screen={screen} /> : <RoutedApp />;
}
