import { describe, expect, it } from 'vitest';

import { decodeJwtPayload, tokenExpiresAt, tokenStatus } from './jwt';

function jwt(payload: unknown): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('JWT payload', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const nowSeconds = now / 1000;

  it('reads exp (seconds) as epoch milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: nowSeconds + 60 }))).toBe(now + 60_000);
  });

  it('is valid before exp and expired from exp on', () => {
    expect(tokenStatus(jwt({ exp: nowSeconds + 1 }), now)).toBe('valid');
    expect(tokenStatus(jwt({ exp: nowSeconds }), now)).toBe('expired');
    expect(tokenStatus(jwt({ exp: nowSeconds - 3600 }), now)).toBe('expired');
  });

  it('treats tokens it cannot parse as unparseable', () => {
    for (const token of [
      'garbage',
      'a.b',
      'a.!!!.c',
      jwt('text'),
      jwt({ sub: 1 }),
      jwt({ exp: 'soon' }),
    ]) {
      expect(tokenStatus(token, now)).toBe('unparseable');
    }
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const token = jwt({ exp: 1, name: 'Adriana Gómez ñ' });
    expect(decodeJwtPayload(token)?.name).toBe('Adriana Gómez ñ');
  });
});
