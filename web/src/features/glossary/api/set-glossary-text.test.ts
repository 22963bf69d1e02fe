import { describe, expect, it } from 'vitest';

import {
  GLOSSARY_TEXT_MAX_LENGTH,
  toGlossaryTextBody,
  validateGlossaryText,
} from './set-glossary-text';

describe('the glossary text form', () => {
  it('sends the text as typed, without surrounding blanks', () => {
    const toBody = toGlossaryTextBody('nav.profile', 'Mi perfil');
    expect(toBody({ value: '  Mi ficha\n' })).toEqual({ key: 'nav.profile', value: 'Mi ficha' });
  });

  it('removes the override for a blank text or the built-in text itself', () => {
    const toBody = toGlossaryTextBody('nav.profile', 'Mi perfil');
    expect(toBody({ value: '   ' })).toEqual({ key: 'nav.profile', value: null });
    expect(toBody({ value: 'Mi perfil ' })).toEqual({ key: 'nav.profile', value: null });
  });

  it('keeps a missing key’s text even when it is the one the app showed', () => {
    expect(toGlossaryTextBody('home.widgetTitle', null)({ value: 'Novedades' })).toEqual({
      key: 'home.widgetTitle',
      value: 'Novedades',
    });
  });

  it('refuses a text over the limit, counted in characters', () => {
    expect(validateGlossaryText({ value: '😀'.repeat(GLOSSARY_TEXT_MAX_LENGTH) })).toEqual({});
    expect(validateGlossaryText({ value: 'a'.repeat(GLOSSARY_TEXT_MAX_LENGTH + 1) })).toEqual({
      value: 'glossaryAdmin.dialog.tooLong',
    });
  });
});
