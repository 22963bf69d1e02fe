// Route modules and the parts modules lend each other are lazy chunks; a chunk that fails to
// download is tried up to 3 times.
import type { ComponentType } from 'react';

import { withRetry } from '@/api/retry';

/** A route's `lazy`: loads the module, then uses its export `name` as the route's component. */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withRetry(load, { shouldRetry: () => true });
    return { Component: module[name] };
  };
}

/** A part's lazy component (for React.lazy): loads the module, then uses its export `name`. */
export function lazyComponent<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ default: M[K] }> {
  return async () => {
    const module = await withRetry(load, { shouldRetry: () => true });
    return { default: module[name] };
  };
}
