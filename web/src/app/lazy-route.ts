// Route modules are lazy chunks; a chunk that fails to download is tried up to 3 times.
import type { ComponentType } from 'react';

import { withRetry } from '@/api/retry';

export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withRetry(load, { shouldRetry: () => true });
    return { Component: pick(module) };
  };
}
