import { describe, expect, it } from 'vitest';

import {
  toWhatsAppOptInInput,
  validateWhatsAppOptIn,
  whatsAppOptInValues,
} from './whatsapp-opt-in-schema';

describe('whatsapp opt-in schema', () => {
  it('starts from the saved number, or switched on for a first number where WhatsApp is sent', () => {
    expect(whatsAppOptInValues({ phone: '+34600111222', active: false, available: true })).toEqual({
      phone: '+34600111222',
      active: false,
    });
    expect(whatsAppOptInValues({ phone: null, active: false, available: true })).toEqual({
      phone: '',
      active: true,
    });
    expect(whatsAppOptInValues({ phone: null, active: false, available: false })).toEqual({
      phone: '',
      active: false,
    });
  });

  it('asks for an international number', () => {
    const check = (phone: string) => validateWhatsAppOptIn({ phone, active: true }).phone;
    expect(check('  ')).toBe('notifications.whatsapp.errors.phoneRequired');
    expect(check('600 11 12 22')).toBe('notifications.whatsapp.errors.phoneInvalid');
    expect(check('+34 600')).toBe('notifications.whatsapp.errors.phoneInvalid');
    expect(check('+34 6OO 11 12 22')).toBe('notifications.whatsapp.errors.phoneInvalid');
    expect(check('+34 600 11 12 22')).toBeUndefined();
    expect(check('+34 (600) 11-12.22')).toBeUndefined();
  });

  it('sends the number as typed, trimmed, with the switch', () => {
    expect(toWhatsAppOptInInput({ phone: ' +34 600 11 12 22 ', active: false })).toEqual({
      phone: '+34 600 11 12 22',
      active: false,
    });
  });
});
