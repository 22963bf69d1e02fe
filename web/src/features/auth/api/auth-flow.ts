// Admin call choosing the organisation's sign-in methods (PATCH /org/auth_flow).
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { AuthFlow, JsonBody } from '@/api/types';
import { authFlowQueryOptions } from '@/lib/calls/org';

export type AuthFlowChange = JsonBody<'setOrgAuthFlow'>;

/** PATCH /org/auth_flow: 400 when both the password and the code would be off, or when Teams is
 *  turned on (not configured). The answer becomes the cached flow, which is then refreshed. */
export const saveAuthFlowMutation = () =>
  mutationOptions({
    mutationFn: (change: AuthFlowChange) => sendData<AuthFlow>('PATCH', '/org/auth_flow', change),
    onSuccess: async (saved, _change, _context, { client }) => {
      const { queryKey } = authFlowQueryOptions();
      client.setQueryData(queryKey, saved);
      await client.invalidateQueries({ queryKey });
    },
  });
