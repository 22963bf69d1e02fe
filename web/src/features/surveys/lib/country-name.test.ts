import { describe, expect, it } from 'vitest';

import { countryName, isCountryCode } from './country-name';

describe('countryName', () => {
  it('names a country in the UI language', () => {
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('MX', 'en')).toBe('Mexico');
    expect(countryName('CL', 'es')).toBe('Chile');
  });

  it('keeps anything that is not a country code as it is', () => {
    expect(countryName('Otro', 'es')).toBe('Otro');
    expect(countryName('cl', 'es')).toBe('cl');
    expect(isCountryCode('CL')).toBe(true);
    expect(isCountryCode('CHL')).toBe(false);
  });
});
