import { useCallback, useRef } from 'react';

import { newIdempotencyKey } from '@/api/idempotency';

/**
 * Idempotency keys for a form that moves points or gives badges: resubmitting the same body
 * reuses the key (the server replays the first answer instead of acting twice); a changed body
 * gets a new key (the server would answer 409 to the old key with another body).
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const serialised = JSON.stringify(body);
    if (last.current?.body !== serialised) {
      last.current = { body: serialised, key: newIdempotencyKey() };
    }
    return last.current.key;
  }, []);
}
