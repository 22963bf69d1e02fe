import { useState } from 'react';

import { createIdempotencyAttempts, type IdempotencyAttempts } from '@/api/idempotency';

/** The idempotency keys of one form's submissions (see createIdempotencyAttempts): a retry of the
 *  same body reuses its key, any other body gets a fresh one. */
export function useIdempotencyAttempts(): IdempotencyAttempts {
  const [attempts] = useState(() => createIdempotencyAttempts());
  return attempts;
}
