// Entry point: fonts, error reporting, session recording, i18n, start-up routine, render.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { CrashBoundary } from '@/components/errors/crash-boundary';
import { env } from '@/config/env';
import { isPrivatePath } from '@/config/paths';
import { i18n, initI18n, readsStartFirst } from '@/i18n/i18n';
import { initErrorReporting } from '@/lib/error-reporting';
import { yieldToBrowser } from '@/lib/scheduling';
import { sessionDeps } from '@/lib/session/default-deps';
import { startSessionRecording } from '@/lib/session-recording';
import { readStoredToken } from '@/stores/session-storage';
import { fontForHost, loadHostFont } from '@/theme/fonts';

import { App } from './app';
import { AppProvider } from './provider';
import { selectStartupRoutine } from './startup/select-startup';

const { hostname } = window.location;
const font = fontForHost(hostname);

// A private page (the anonymous complaints channel) starts no script of a third party.
const isPrivate = isPrivatePath(window.location.pathname);
if (!isPrivate) {
  void initErrorReporting(env.sentryDsn, hostname, env.mode);
  startSessionRecording(env.sessionRecordingSrc);
  // A private page reached later inside the app loads itself again, without these.
  document.documentElement.dataset.thirdParty = 'on';
}
void loadHostFont(font);
initI18n(i18n, env.apiBaseUrl, readsStartFirst(window.location.pathname, readStoredToken()));
void selectStartupRoutine(hostname)(sessionDeps);

/** Evaluating the scripts and starting up already make one long task on a slow phone: the first
 *  render begins in the next. */
async function render(): Promise<void> {
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  // A transition: React renders the first screen in slices and lets the browser paint and handle
  // input between them, instead of one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <CrashBoundary>
          <AppProvider>
            <App hostname={hostname} />
          </AppProvider>
        </CrashBoundary>
      </StrictMode>,
    );
  });
}

void render();
