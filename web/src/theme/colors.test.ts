import { describe, expect, it } from 'vitest';

import {
  brandColors,
  complementColor,
  DEFAULT_PRIMARY,
  hexToRgb,
  hslToRgb,
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
  it('defaults to #3a71b5 and its complement', () => {
    expect(DEFAULT_PRIMARY).toBe('#3a71b5');
    expect(brandColors(null)).toEqual({ primary: '#3a71b5', secondary: '#b57e3a' });
    expect(brandColors({ main: 'not-a-colour' })).toEqual({
      primary: '#3a71b5',
      secondary: '#b57e3a',
    });
  });

  it('uses banner.main and banner.secondary, else the complement of main', () => {
    expect(brandColors({ main: '#FF0000', secondary: '#112233' })).toEqual({
      primary: '#ff0000',
      secondary: '#112233',
    });
    expect(brandColors({ main: '#ff0000', secondary: null })).toEqual({
      primary: '#ff0000',
      secondary: '#00ffff',
    });
  });
});
