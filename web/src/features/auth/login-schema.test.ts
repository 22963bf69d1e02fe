import { describe, expect, it } from 'vitest';

import { toEmailRequest, toLoginRequest, validateEmailRequest } from './login-schema';

describe('login schema', () => {
  it('checks the address of the one-address forms as the sign-in form does', () => {
    expect(validateEmailRequest({ email: '' })).toEqual({ email: 'auth.login.emailRequired' });
    expect(validateEmailRequest({ email: ' ' })).toEqual({ email: 'auth.login.emailRequired' });
    expect(validateEmailRequest({ email: 'nope' })).toEqual({ email: 'auth.login.emailInvalid' });
    expect(validateEmailRequest({ email: 'ana@demo' })).toEqual({
      email: 'auth.login.emailInvalid',
    });
    expect(validateEmailRequest({ email: `${'a'.repeat(250)}@x.co` })).toEqual({
      email: 'auth.login.emailInvalid',
    });
    expect(validateEmailRequest({ email: ' ana@demo.local ' })).toEqual({});
    expect(toEmailRequest({ email: ' ana@demo.local ' })).toEqual({ email: 'ana@demo.local' });
  });

  it('trims the address of a sign-in, never the password', () => {
    expect(toLoginRequest({ email: ' ana@demo.local ', password: ' pass ' })).toEqual({
      email: 'ana@demo.local',
      password: ' pass ',
    });
  });
});
