// Builds the MUI theme from the organisation's branding and the host's font.
import { createTheme, type Theme } from '@mui/material/styles';

import { brandColors } from './colors';
import { fontStack, type FontName } from './fonts';

/** Spec §9 breakpoints. The desktop layout starts at md (900 px). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.md;

export type ThemeInput = {
  banner?: { main?: string | null; secondary?: string | null } | null;
  font: FontName;
};

export function createAppTheme({ banner, font }: ThemeInput): Theme {
  const { primary, secondary } = brandColors(banner);
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: 'light',
      primary: { main: primary },
      secondary: { main: secondary },
      // AA contrast for text on brand colours.
      contrastThreshold: 4.5,
      background: { default: '#f5f6f8', paper: '#ffffff' },
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
    },
  });
}
