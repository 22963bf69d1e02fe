// Admin call choosing the organisation's sign-in methods (PATCH /org/auth_flow).
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { AuthFlow, JsonBody } from '@/api/types';
import { authFlowQueryOptions } from '@/lib/calls/org';

/** The three switches and the organisation's Microsoft Entra tenant id (null clears it). */
export type AuthFlowChange = JsonBody<'setOrgAuthFlow'>;

/** PATCH /org/auth_flow: 400 when both the password and the code would be off, when Teams is
 *  turned on while the server is not configured for it, or without a tenant id (naming
 *  `teams_tenant_id`), or for a tenant id that is not a GUID. The answer becomes the cached flow,
 *  which is then refreshed. */
export const saveAuthFlowMutation = () =>
  mutationOptions({
    mutationFn: (change: AuthFlowChange) => sendData<AuthFlow>('PATCH', '/org/auth_flow', change),
    onSuccess: async (saved, _change, _context, { client }) => {
      const { queryKey } = authFlowQueryOptions();
      client.setQueryData(queryKey, saved);
      await client.invalidateQueries({ queryKey });
    },
  });
