// Builds the MUI theme from the organisation's branding and the host's font.
import { createTheme, type Theme } from '@mui/material/styles';

import { brandColors } from './colors';
import { fontStack, type FontName } from './fonts';
import { BACKGROUND_DEFAULT, BACKGROUND_PAPER, BREAKPOINTS, DESKTOP_MIN_WIDTH } from './tokens';

export { BREAKPOINTS, DESKTOP_MIN_WIDTH };

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
    },
  });
}
