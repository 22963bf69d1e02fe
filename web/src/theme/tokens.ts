// Breakpoints and colour tokens shared by the MUI theme and by the few screens drawn before MUI loads (the
// start-up loader and the crash screen, both plain CSS reading these as custom properties).
import type { CSSProperties } from 'react';

/** Spec §9 breakpoints. The desktop layout starts at md (900 px). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.md;

export const BACKGROUND_DEFAULT = '#f5f6f8';
export const BACKGROUND_PAPER = '#ffffff';
/** MUI's light-mode secondary text. */
export const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';
/** MUI's default primary (the crash screen runs outside the branded theme). */
export const FALLBACK_PRIMARY = '#1976d2';
export const FALLBACK_PRIMARY_DARK = '#1565c0';
export const FALLBACK_CONTRAST_TEXT = '#fff';

/** The custom properties the plain-CSS screens read (`var(--aplauso-primary)`...). */
export function shellColours(primary: string): CSSProperties {
  return {
    '--aplauso-primary': primary,
    '--aplauso-background': BACKGROUND_DEFAULT,
    '--aplauso-text-secondary': TEXT_SECONDARY,
  } as CSSProperties;
}
