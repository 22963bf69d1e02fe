// Reads a JWT payload without verifying it: the client only needs the expiry (`exp`, seconds).

export type JwtPayload = { exp?: number; sub?: string | number; [claim: string]: unknown };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload object, or null when the token is not a parseable JWT. */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as JwtPayload)
      : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, or null when the token cannot be parsed or has no numeric exp. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export type TokenStatus = 'valid' | 'expired' | 'unparseable';

/** Spec §4: a token whose expiry is past, or that cannot be parsed, ends the session. */
export function tokenStatus(token: string, now = Date.now()): TokenStatus {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return 'unparseable';
  return expiresAt <= now ? 'expired' : 'valid';
}
