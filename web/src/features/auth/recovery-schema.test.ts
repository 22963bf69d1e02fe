import { describe, expect, it } from 'vitest';

import { toRecoveryConfirmation, validateNewPassword } from './recovery-schema';

describe('recovery schema', () => {
  it('takes a new password of 12 to 128 characters, with no composition rules', () => {
    const check = (password: string) => validateNewPassword({ password, repeat: password });
    expect(check('')).toEqual({
      password: 'auth.recovery.confirm.passwordRequired',
      repeat: 'auth.recovery.confirm.repeatRequired',
    });
    expect(check('a'.repeat(11))).toEqual({ password: 'auth.recovery.confirm.passwordLength' });
    expect(check('a'.repeat(12))).toEqual({});
    expect(check('a'.repeat(128))).toEqual({});
    expect(check('a'.repeat(129))).toEqual({ password: 'auth.recovery.confirm.passwordLength' });
  });

  it('counts characters as people do', () => {
    const check = (password: string) => validateNewPassword({ password, repeat: password });
    expect(check('contraseña🙂')).toEqual({ password: 'auth.recovery.confirm.passwordLength' });
    expect(check('contraseña🙂🙂')).toEqual({});
  });

  it('asks for the same password twice', () => {
    expect(validateNewPassword({ password: 'a'.repeat(12), repeat: 'a'.repeat(13) })).toEqual({
      repeat: 'auth.recovery.confirm.mismatch',
    });
  });

  it('sends the token and the password as typed', () => {
    expect(toRecoveryConfirmation('tok', { password: ' spaced out pass ', repeat: '' })).toEqual({
      token: 'tok',
      password: ' spaced out pass ',
    });
  });
});
