import { useQuery } from '@tanstack/react-query';

import { authFlowQueryOptions } from '@/lib/calls/org';

/** The sign-in methods the host's organisation allows (GET /org/auth_flow). */
export function useAuthFlow() {
  return useQuery(authFlowQueryOptions());
}
