import { describe, expect, it, vi } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults the API base to /api and turns optional services off', () => {
    expect(parseEnv({})).toMatchObject({
      apiBaseUrl: '/api',
      gaDefaultId: null,
      sentryDsn: null,
      sessionRecordingSrc: null,
    });
  });

  it('reads and trims the configured values', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.example/api/',
      VITE_GA_DEFAULT_ID: 'G-ABC123',
      VITE_SENTRY_DSN: ' https://k@sentry.example/1 ',
      VITE_SESSION_RECORDING_SRC: 'https://eu.recorder.example/rec.js',
    });
    expect(env.apiBaseUrl).toBe('https://api.example/api');
    expect(env.gaDefaultId).toBe('G-ABC123');
    expect(env.sentryDsn).toBe('https://k@sentry.example/1');
    expect(env.sessionRecordingSrc).toBe('https://eu.recorder.example/rec.js');
  });

  it('drops invalid optional values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = parseEnv({
      VITE_GA_DEFAULT_ID: 'UA-1',
      VITE_SESSION_RECORDING_SRC: 'javascript:x',
    });
    expect(env.gaDefaultId).toBeNull();
    expect(env.sessionRecordingSrc).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
