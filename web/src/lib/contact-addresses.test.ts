import { describe, expect, it } from 'vitest';

import { dialAddress, whatsappAddress } from './contact-addresses';

describe('contact addresses', () => {
  it('keeps only what a call and a chat need of a number', () => {
    expect(dialAddress('+56 (2) 2345-6789')).toBe('tel:+56223456789');
    expect(dialAddress('800 911 2000')).toBe('tel:8009112000');
    expect(whatsappAddress('+56 9 1234 5678')).toBe('https://wa.me/56912345678');
  });
});
