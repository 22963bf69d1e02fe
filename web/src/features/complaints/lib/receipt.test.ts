import { describe, expect, it } from 'vitest';

import { passphraseReady, passphraseStrength } from './passphrase';
import { formatReceipt, isReceipt, receiptDigits } from './receipt';

describe('the receipt', () => {
  it('is shown in groups of four digits', () => {
    expect(formatReceipt('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(formatReceipt('12345')).toBe('1234 5');
  });

  it('is read back however it was typed or pasted', () => {
    expect(receiptDigits('1234 5678-9012.3456')).toBe('1234567890123456');
    expect(isReceipt('1234 5678 9012 3456')).toBe(true);
    expect(isReceipt('1234 5678 9012 345')).toBe(false);
    expect(isReceipt('1234 5678 9012 345a')).toBe(false);
  });
});

describe("the passphrase's hint", () => {
  it('asks for at least ten characters', () => {
    expect(passphraseStrength('corto')).toBe('tooShort');
    expect(passphraseStrength('  123456789 ')).toBe('tooShort');
  });

  it('calls common or repeated ones weak', () => {
    expect(passphraseStrength('aaaaaaaaaaaa')).toBe('weak');
    expect(passphraseStrength('12345678901')).toBe('weak');
    expect(passphraseStrength('micontraseña1')).toBe('weak');
  });

  it('prefers long phrases of several words', () => {
    expect(passphraseStrength('gato azul corre')).toBe('fair');
    expect(passphraseStrength('el gato azul corre por el tejado')).toBe('strong');
    expect(passphraseStrength('Lluvia-de-marzo-2024')).toBe('strong');
  });
});

describe('the passphrase chosen', () => {
  it('goes only when it is not weak and was typed the same twice', () => {
    const phrase = 'el gato azul corre por el tejado';
    expect(passphraseReady({ passphrase: phrase, repeat: phrase })).toBe(true);
    expect(passphraseReady({ passphrase: phrase, repeat: `${phrase}.` })).toBe(false);
    expect(passphraseReady({ passphrase: '1234567890', repeat: '1234567890' })).toBe(false);
  });
});
