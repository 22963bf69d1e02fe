import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';

import { readNeedsActivationState, readResetPasswordState, signInDetour } from './sign-in-detour';

const refused = (status: number, code: string, details: Record<string, unknown> = {}) =>
  new ApiError({ kind: 'http', status, code, serverMessage: 'Texto', details });

describe('signInDetour', () => {
  it('sends an account that is not activated to /needs_activation with its address', () => {
    expect(signInDetour(refused(403, 'account_not_activated'), 'camila@demo.local')).toEqual({
      to: '/needs_activation',
      state: { email: 'camila@demo.local' },
    });
  });

  it('sends a temporary password to /reset_password with the challenge, never in the URL', () => {
    const detour = signInDetour(
      refused(403, 'password_change_required', { challenge: 'ch.a.b' }),
      'pablo@demo.local',
    );
    expect(detour).toEqual({
      to: '/reset_password',
      state: { challenge: 'ch.a.b', email: 'pablo@demo.local' },
    });
  });

  it('leaves every other failure to the form', () => {
    expect(signInDetour(refused(403, 'password_change_required'), 'a@b.co')).toBeNull();
    expect(signInDetour(refused(401, 'invalid_credentials'), 'a@b.co')).toBeNull();
    expect(signInDetour(refused(400, 'account_not_activated'), 'a@b.co')).toBeNull();
    expect(signInDetour(refused(403, 'account_inactive'), 'a@b.co')).toBeNull();
    expect(signInDetour(new TypeError('boom'), 'a@b.co')).toBeNull();
  });
});

describe('router state readers', () => {
  it('read what a detour carried, and nothing from anything else', () => {
    expect(readNeedsActivationState({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(readNeedsActivationState(null)).toBeNull();
    expect(readNeedsActivationState({ email: 3 })).toBeNull();
    expect(readResetPasswordState({ challenge: 'ch', email: 'a@b.co' })).toEqual({
      challenge: 'ch',
      email: 'a@b.co',
    });
    expect(readResetPasswordState({ challenge: 'ch' })).toEqual({ challenge: 'ch', email: '' });
    expect(readResetPasswordState({ email: 'a@b.co' })).toBeNull();
    expect(readResetPasswordState('ch')).toBeNull();
  });
});
