import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { createAppTheme, DESKTOP_MIN_WIDTH } from './create-app-theme';
import { fontForHost } from './fonts';

describe('createAppTheme', () => {
  it('uses the spec breakpoints', () => {
    const theme = createAppTheme({ font: 'Lato' });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(DESKTOP_MIN_WIDTH).toBe(900);
  });

  it('takes primary from banner.main (default #3a71b5); the secondary is the same accent', () => {
    const theme = createAppTheme({ font: 'Lato' });
    expect(theme.palette.primary.main).toBe('#3a71b5');
    expect(theme.palette.secondary.main).toBe('#3a71b5');
    const branded = createAppTheme({
      banner: { main: '#006633', secondary: '#ffcc00' },
      font: 'Lato',
    });
    expect(branded.palette.primary.main).toBe('#006633');
    expect(branded.palette.secondary.main).toBe('#ffcc00');
  });

  it('keeps text on the brand colours at 4.5:1 or more, whatever the colour', () => {
    for (let hue = 0; hue < 360; hue += 15) {
      for (const lightness of [25, 40, 45, 50, 55, 60, 75]) {
        const main = `hsl(${hue}, 60%, ${lightness}%)`;
        const theme = createAppTheme({ banner: { main: hslToHex(main) }, font: 'Lato' });
        for (const colour of [theme.palette.primary, theme.palette.secondary]) {
          expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('sets the font family', () => {
    expect(createAppTheme({ font: 'Lato' }).typography.fontFamily).toMatch(/^"Lato"/);
    expect(createAppTheme({ font: 'Inter' }).typography.fontFamily).toMatch(/^"Inter"/);
  });

  it('moves nothing for people who asked their system for less motion', () => {
    const moving = createAppTheme({ font: 'Lato' });
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.transitions.create('opacity')).not.toBe('none');

    const still = createAppTheme({ font: 'Lato', reducedMotion: true });
    expect(Object.values(still.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    // The brand's own settings stay.
    expect(still.components?.MuiButton?.styleOverrides?.root).toMatchObject({
      whiteSpace: 'nowrap',
    });
  });
});

describe('fontForHost', () => {
  it('uses Inter on hosts containing clip and Lato elsewhere', () => {
    expect(fontForHost('clip.localhost')).toBe('Inter');
    expect(fontForHost('app.CLIP.mx')).toBe('Inter');
    expect(fontForHost('localhost')).toBe('Lato');
    expect(fontForHost('demo.aplauso.app')).toBe('Lato');
  });
});

function hslToHex(hsl: string): string {
  const [h, s, l] = (hsl.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
