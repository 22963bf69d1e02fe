import { describe, expect, it } from 'vitest';

import { ageInWords, ageLevel } from './age';

describe('ageLevel', () => {
  it('is normal under two days, a warning up to five days and an error after', () => {
    expect(ageLevel(0)).toBe('normal');
    expect(ageLevel(47)).toBe('normal');
    expect(ageLevel(48)).toBe('warning');
    expect(ageLevel(120)).toBe('warning');
    expect(ageLevel(121)).toBe('error');
  });
});

describe('ageInWords', () => {
  it('says hours under a day and days after, in the language asked', () => {
    expect(ageInWords(0.5, 'es')).toBeNull();
    expect(ageInWords(3, 'es')).toBe('hace 3 horas');
    expect(ageInWords(30, 'es')).toBe('ayer');
    expect(ageInWords(80, 'es')).toBe('hace 3 días');
    expect(ageInWords(80, 'en')).toBe('3 days ago');
  });
});
