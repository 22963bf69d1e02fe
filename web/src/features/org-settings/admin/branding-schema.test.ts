import { describe, expect, it } from 'vitest';

import { toBrandingChange, validateBranding, type BrandingValues } from './branding-schema';

const values: BrandingValues = {
  main: '#3A71B5',
  secondary: '',
  logo_url: 'https://cdn.example.com/logo.png',
  partner_logo_url: '/api/files/7/partner.png',
  tagline: 'Reconocer nos une',
};

describe('branding form', () => {
  it('takes #rrggbb colours and images from https: or this product’s files', () => {
    expect(validateBranding(values)).toEqual({});
    expect(
      validateBranding({
        ...values,
        main: '#3a71b',
        secondary: 'red',
        logo_url: 'http://example.com/logo.png',
        partner_logo_url: '/api/files/../secret',
      }),
    ).toEqual({
      main: 'orgSettings.branding.errors.colorInvalid',
      secondary: 'orgSettings.branding.errors.colorInvalid',
      logo_url: 'orgSettings.branding.errors.imageInvalid',
      partner_logo_url: 'orgSettings.branding.errors.imageInvalid',
    });
    expect(validateBranding({ ...values, main: ' ', logo_url: 'javascript:alert(1)' })).toEqual({
      main: 'orgSettings.branding.errors.mainRequired',
      logo_url: 'orgSettings.branding.errors.imageInvalid',
    });
    expect(
      validateBranding({ ...values, logo_url: `https://cdn.example.com/${'a'.repeat(480)}` }),
    ).toEqual({ logo_url: 'orgSettings.branding.errors.imageTooLong' });
  });

  it('refuses brand colours white text cannot be read on (WCAG AA 4.5:1)', () => {
    expect(validateBranding({ ...values, main: '#FFB400', secondary: '#b57e3a' })).toEqual({
      main: 'orgSettings.branding.errors.lowContrast',
      secondary: 'orgSettings.branding.errors.lowContrast',
    });
    expect(validateBranding({ ...values, main: '#a0146e', secondary: '#1f5e3a' })).toEqual({});
  });

  it('takes a tagline of up to 120 characters', () => {
    expect(validateBranding({ ...values, tagline: 'á'.repeat(120) })).toEqual({});
    expect(validateBranding({ ...values, tagline: 'á'.repeat(121) })).toEqual({
      tagline: 'orgSettings.branding.errors.taglineTooLong',
    });
  });

  it('sends colours in lower case and blanks as null, which clears them', () => {
    expect(toBrandingChange({ ...values, secondary: ' ', logo_url: '', tagline: '  ' })).toEqual({
      banner: { main: '#3a71b5', secondary: null },
      logo_url: null,
      partner_logo_url: '/api/files/7/partner.png',
      tagline: null,
    });
  });
});
