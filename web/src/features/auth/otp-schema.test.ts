import { describe, expect, it } from 'vitest';

import { toCodeDigits, toCodeVerification, validateCode } from './otp-schema';

describe('otp schema', () => {
  it('keeps only digits, at most six', () => {
    expect(toCodeDigits('12 34-56')).toBe('123456');
    expect(toCodeDigits('abc')).toBe('');
    expect(toCodeDigits('12345678')).toBe('123456');
  });

  it('wants exactly six digits', () => {
    expect(validateCode({ code: '' })).toEqual({ code: 'auth.otp.codeRequired' });
    expect(validateCode({ code: '12345' })).toEqual({ code: 'auth.otp.codeInvalid' });
    expect(validateCode({ code: '12a456' })).toEqual({ code: 'auth.otp.codeInvalid' });
    expect(validateCode({ code: '1234567' })).toEqual({ code: 'auth.otp.codeInvalid' });
    expect(validateCode({ code: '012345' })).toEqual({});
    expect(toCodeVerification('ana@demo.local', { code: '012345' })).toEqual({
      email: 'ana@demo.local',
      code: '012345',
    });
  });
});
