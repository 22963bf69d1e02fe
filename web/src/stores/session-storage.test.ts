import { describe, expect, it } from 'vitest';

import {
  AUTH_TOKEN_KEY,
  normaliseToken,
  readStoredCommunicationGroup,
  readStoredToken,
  writeStoredCommunicationGroup,
  writeStoredToken,
} from './session-storage';

describe('session storage', () => {
  it('counts an empty or "undefined" token as absent', () => {
    for (const value of ['', '   ', 'undefined', 'null']) {
      window.localStorage.setItem(AUTH_TOKEN_KEY, value);
      expect(readStoredToken()).toBeNull();
    }
    expect(normaliseToken(null)).toBeNull();
  });

  it('keeps the token under auth_token', () => {
    writeStoredToken('a.b.c');
    expect(window.localStorage.getItem('auth_token')).toBe('a.b.c');
    expect(readStoredToken()).toBe('a.b.c');
    writeStoredToken(null);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('holds createdCommunicationGroup', () => {
    writeStoredCommunicationGroup({ id: 4, name: 'Ventas' });
    expect(readStoredCommunicationGroup()).toEqual({ id: 4, name: 'Ventas' });
    writeStoredCommunicationGroup(null);
    expect(readStoredCommunicationGroup()).toBeNull();
  });
});
