import { describe, expect, it } from 'vitest';

import { examplesIn, monthLabel, percent } from './value-texts';

describe('value texts', () => {
  it('uses the English examples only when there are some', () => {
    const value = { examples: ['Ayuda'], examples_en: ['Helps'] };
    expect(examplesIn(value, 'en')).toEqual(['Helps']);
    expect(examplesIn(value, 'es')).toEqual(['Ayuda']);
    expect(examplesIn({ examples: ['Ayuda'], examples_en: [] }, 'en')).toEqual(['Ayuda']);
  });

  it('names months in the UI language and rounds shares', () => {
    expect(monthLabel('2026-03', 'en')).toMatch(/Mar/);
    expect(monthLabel('bad', 'es')).toBe('bad');
    expect(percent(0.754)).toBe(75);
  });
});
