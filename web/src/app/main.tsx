// Entry point: fonts, error reporting, session recording, i18n, start-up routine, render.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { CrashBoundary } from '@/components/errors/crash-boundary';
import { env } from '@/config/env';
import { initI18n } from '@/i18n/i18n';
import { initErrorReporting } from '@/lib/error-reporting';
import { sessionDeps } from '@/lib/session/default-deps';
import { startSessionRecording } from '@/lib/session-recording';
import { fontForHost, loadHostFont } from '@/theme/fonts';

import { App } from './app';
import { AppProvider } from './provider';
import { selectStartupRoutine } from './startup/select-startup';

const { hostname } = window.location;
const font = fontForHost(hostname);

void initErrorReporting(env.sentryDsn, hostname, env.mode);
startSessionRecording(env.sessionRecordingSrc);
void loadHostFont(font);
initI18n();
void selectStartupRoutine(hostname)(sessionDeps);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <CrashBoundary>
      <AppProvider>
        <App hostname={hostname} />
      </AppProvider>
    </CrashBoundary>
  </StrictMode>,
);
