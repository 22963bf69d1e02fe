import { describe, expect, it } from 'vitest';

import { createAppTheme, DESKTOP_MIN_WIDTH } from './create-app-theme';
import { fontForHost } from './fonts';

describe('createAppTheme', () => {
  it('uses the spec breakpoints', () => {
    const theme = createAppTheme({ font: 'Lato' });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(DESKTOP_MIN_WIDTH).toBe(900);
  });

  it('takes primary from banner.main (default #3a71b5) and derives the secondary', () => {
    const theme = createAppTheme({ font: 'Lato' });
    expect(theme.palette.primary.main).toBe('#3a71b5');
    expect(theme.palette.secondary.main).toBe('#b57e3a');
    const branded = createAppTheme({
      banner: { main: '#006633', secondary: '#ffcc00' },
      font: 'Lato',
    });
    expect(branded.palette.primary.main).toBe('#006633');
    expect(branded.palette.secondary.main).toBe('#ffcc00');
  });

  it('sets the font family', () => {
    expect(createAppTheme({ font: 'Lato' }).typography.fontFamily).toMatch(/^"Lato"/);
    expect(createAppTheme({ font: 'Inter' }).typography.fontFamily).toMatch(/^"Inter"/);
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
