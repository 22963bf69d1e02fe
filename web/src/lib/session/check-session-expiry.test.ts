import { describe, expect, it, vi } from 'vitest';

import { createAppStore } from '@/stores/app-store';

import { checkSessionExpiry } from './check-session-expiry';

const token = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;

describe('checkSessionExpiry', () => {
  const now = 1_700_000_000_000;

  it('keeps a token whose expiry is ahead', () => {
    const store = createAppStore();
    store.getState().setAuthToken(token(now / 1000 + 60));
    expect(checkSessionExpiry({ store }, now)).toBe(false);
    expect(store.getState().authToken).not.toBeNull();
  });

  it('logs out, with a console log, when the token has expired', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const store = createAppStore();
    store.getState().setAuthToken(token(now / 1000 - 1));
    expect(checkSessionExpiry({ store }, now)).toBe(true);
    expect(store.getState().authToken).toBeNull();
    expect(store.getState().isLogout).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs out when the token cannot be parsed', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const store = createAppStore();
    store.getState().setAuthToken('not-a-jwt');
    expect(checkSessionExpiry({ store }, now)).toBe(true);
    expect(store.getState().authToken).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('does nothing without a token', () => {
    expect(checkSessionExpiry({ store: createAppStore() }, now)).toBe(false);
  });
});
