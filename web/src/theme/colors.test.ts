import { describe, expect, it } from 'vitest';

import {
  brandColors,
  contrastWithWhite,
  complementColor,
  DEFAULT_PRIMARY,
  hexToRgb,
  hslToRgb,
  MIN_TEXT_CONTRAST,
  rgbToHex,
  rgbToHsl,
} from './colors';

describe('complementColor (hue + 180° in HSL, same saturation and lightness)', () => {
  it('turns the default primary #3a71b5 into #b57e3a', () => {
    expect(complementColor('#3a71b5')).toBe('#b57e3a');
  });

  it('handles primaries, greys and short hex', () => {
    expect(complementColor('#ff0000')).toBe('#00ffff');
    expect(complementColor('#00f')).toBe('#ffff00');
    expect(complementColor('#808080')).toBe('#808080');
  });

  it('is its own inverse', () => {
    for (const colour of ['#3a71b5', '#12ab34', '#c0ffee']) {
      expect(complementColor(complementColor(colour))).toBe(colour);
    }
  });

  it('round-trips rgb ↔ hsl', () => {
    const rgb = hexToRgb('#3a71b5');
    expect(rgbToHex(hslToRgb(rgbToHsl(rgb)))).toBe('#3a71b5');
  });
});

describe('brandColors', () => {
  it('defaults to #3a71b5 as the one accent (no ochre complement)', () => {
    expect(DEFAULT_PRIMARY).toBe('#3a71b5');
    expect(brandColors(null)).toEqual({ primary: '#3a71b5', secondary: '#3a71b5' });
    expect(brandColors({ main: 'not-a-colour' })).toEqual({
      primary: '#3a71b5',
      secondary: '#3a71b5',
    });
  });

  it('uses banner.main and banner.secondary, else the primary again (never its complement)', () => {
    expect(brandColors({ main: '#FF0000', secondary: '#112233' })).toEqual({
      primary: '#ff0000',
      secondary: '#112233',
    });
    expect(brandColors({ main: '#c2185b', secondary: null })).toEqual({
      primary: '#c2185b',
      secondary: '#c2185b',
    });
  });
});

describe('contrastWithWhite', () => {
  it('measures white text on a brand colour against WCAG AA', () => {
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#3a71b5')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // The old complement of the default blue: the ochre button failed it.
    expect(contrastWithWhite('#b57e3a')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastWithWhite('#ffb400')).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
