// Last-resort screen of the top-level boundary. Rendered outside the providers, so it uses fixed
// texts, MUI's default colours and plain CSS (crash-screen.css): nothing it needs can fail to load.
import './crash-screen.css';

import type { CSSProperties } from 'react';

import { FALLBACK_CONTRAST_TEXT, FALLBACK_PRIMARY, FALLBACK_PRIMARY_DARK } from '@/theme/tokens';

import { CRASH_SCREEN_TEXT, CRASH_TECHNICAL_DETAILS_ENABLED } from './error-texts';
import { pageControls } from './reload-page';

export type CrashScreenProps = { message: string; showTechnicalDetails?: boolean };

const COLOURS = {
  '--aplauso-primary': FALLBACK_PRIMARY,
  '--aplauso-primary-dark': FALLBACK_PRIMARY_DARK,
  '--aplauso-contrast-text': FALLBACK_CONTRAST_TEXT,
} as CSSProperties;

export function CrashScreen({
  message,
  showTechnicalDetails = CRASH_TECHNICAL_DETAILS_ENABLED,
}: CrashScreenProps) {
  return (
    <main role="alert" className="aplauso-crash" style={COLOURS}>
      <h1>{CRASH_SCREEN_TEXT.title}</h1>
      <p>{CRASH_SCREEN_TEXT.body}</p>
      <button type="button" onClick={pageControls.reload}>
        {CRASH_SCREEN_TEXT.refresh}
      </button>
      {showTechnicalDetails ? <pre>{message}</pre> : null}
    </main>
  );
}
