// Idempotency keys for calls that move points (POST /send_feedback, POST /boost): one fresh key
// per submission attempt, reused when the user retries that same submission.

/** A random UUID v4 (crypto.randomUUID where available, else built from getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Request headers carrying the key. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/** Keys for the submissions of one form: a repeat of the same body (a retry after a failure)
 *  reuses its key, so the server answers it at most once; any other body gets a fresh key. */
export type IdempotencyAttempts = {
  /** The key for a submission of `body`. */
  keyFor: (body: unknown) => string;
  /** Forget the last attempt (after a success, the next submission is a new one). */
  reset: () => void;
};

export function createIdempotencyAttempts(
  generate: () => string = newIdempotencyKey,
): IdempotencyAttempts {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor: (body) => {
      const signature = JSON.stringify(body);
      if (last?.signature !== signature) last = { signature, key: generate() };
      return last.key;
    },
    reset: () => {
      last = null;
    },
  };
}
