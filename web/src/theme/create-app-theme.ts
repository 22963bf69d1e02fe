// Builds the MUI theme from the organisation's branding and the host's font.
import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';

import { brandColors } from './colors';
import { fontStack, type FontName } from './fonts';
import { BACKGROUND_DEFAULT, BACKGROUND_PAPER, BREAKPOINTS, DESKTOP_MIN_WIDTH } from './tokens';

export { BREAKPOINTS, DESKTOP_MIN_WIDTH };

export type ThemeInput = {
  banner?: { main?: string | null; secondary?: string | null } | null;
  font: FontName;
  /** The person asked their system for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
};

/** Under reduced motion nothing slides, fades, ripples or shimmers: every transition takes no
 *  time (dialogs, menus, drawers and snackbars appear at once), buttons do not ripple, and
 *  loading skeletons stand still. Spinners keep turning: they say that something is happening. */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
} as const;

/** White or black, whichever reads better on `background`: one of the two always reaches
 *  4.5:1 (MUI's own choice uses 87 % black, which some mid tones leave below it). */
export function readableTextOn(background: string): '#fff' | '#000' {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000')
    ? '#fff'
    : '#000';
}

export function createAppTheme({ banner, font, reducedMotion = false }: ThemeInput): Theme {
  const { primary, secondary } = brandColors(banner);
  return createTheme({
    ...(reducedMotion ? { transitions: STILL.transitions } : {}),
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: 'light',
      primary: { main: primary, contrastText: readableTextOn(primary) },
      secondary: { main: secondary, contrastText: readableTextOn(secondary) },
      // AA contrast for text on brand colours.
      contrastThreshold: 4.5,
      background: { default: BACKGROUND_DEFAULT, paper: BACKGROUND_PAPER },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack(font),
      button: { textTransform: 'none', fontWeight: 700 },
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          ':focus-visible': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
      },
      // A button's label stays on one line ("Crear clave de API", "Añadir grupo"); the rows
      // that hold buttons wrap instead.
      MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } } },
      ...(reducedMotion ? STILL.components : {}),
    },
  });
}
