import type { QueryClient } from '@tanstack/react-query';

import { authFlowQueryOptions, brandingQueryOptions } from '@/lib/calls/org';

const PUBLIC_KEYS = [brandingQueryOptions().queryKey, authFlowQueryOptions().queryKey];

function isPublicKey(key: readonly unknown[]): boolean {
  return PUBLIC_KEYS.some(
    (publicKey) => publicKey.length === key.length && publicKey.every((part, i) => part === key[i]),
  );
}

/** Removes every cached query of the signed-in user; the host's public data stays. */
export function clearSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !isPublicKey(query.queryKey) });
}
