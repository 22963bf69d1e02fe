import { describe, expect, it } from 'vitest';

import { authRedirect } from './auth-redirect';

const base = { hasToken: true, userLoaded: true, hasUser: true };

describe('authRedirect (spec §2 routing rules)', () => {
  it('sends visitors without a stored token to /login', () => {
    expect(authRedirect({ ...base, pathname: '/', hasToken: false, userLoaded: false })).toBe(
      '/login',
    );
    expect(authRedirect({ ...base, pathname: '/catalog', hasToken: false })).toBe('/login');
  });

  it('leaves login, logout and password recovery alone without a token', () => {
    expect(authRedirect({ ...base, pathname: '/login', hasToken: false })).toBeNull();
    expect(authRedirect({ ...base, pathname: '/logout', hasToken: false })).toBeNull();
    expect(
      authRedirect({ ...base, pathname: '/recover/password', hasToken: false, userLoaded: false }),
    ).toBeNull();
  });

  it('leaves activation and the forced password change alone without a token', () => {
    for (const pathname of ['/activate', '/needs_activation', '/reset_password']) {
      expect(authRedirect({ ...base, pathname, hasToken: false, userLoaded: false })).toBeNull();
      expect(authRedirect({ ...base, pathname, hasToken: false, hasUser: false })).toBeNull();
    }
  });

  it('lets a signed-in user open a recovery link', () => {
    expect(authRedirect({ ...base, pathname: '/recover/password' })).toBeNull();
  });

  it('waits for the user load before judging a stored token', () => {
    expect(authRedirect({ ...base, pathname: '/', userLoaded: false, hasUser: false })).toBeNull();
  });

  it('sends to /login once the user load ends without a user', () => {
    expect(authRedirect({ ...base, pathname: '/', hasUser: false })).toBe('/login');
    expect(authRedirect({ ...base, pathname: '/login', hasUser: false })).toBeNull();
  });

  it('lets signed-in users through and moves them off /login', () => {
    expect(authRedirect({ ...base, pathname: '/' })).toBeNull();
    expect(authRedirect({ ...base, pathname: '/anything' })).toBeNull();
    expect(authRedirect({ ...base, pathname: '/login' })).toBe('/');
    expect(authRedirect({ ...base, pathname: '/logout' })).toBeNull();
  });
});
