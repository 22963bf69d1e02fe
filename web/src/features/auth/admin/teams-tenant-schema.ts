// The organisation's Microsoft Entra tenant id, beside the call that saves it (PATCH
// /org/auth_flow): a GUID (8-4-4-4-12 hexadecimal digits), or empty to clear it. Teams tokens
// from other tenants are refused, and Teams cannot be turned on without one.
import type { AuthFlow } from '@/api/types';

import type { AuthFlowChange } from '../api/auth-flow';

export const TENANT_ID_FIELD = 'teams_tenant_id';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TeamsTenantValues = { teams_tenant_id: string };

export function toTeamsTenantValues(flow: AuthFlow): TeamsTenantValues {
  return { teams_tenant_id: flow.teams_tenant_id ?? '' };
}

export function validateTeamsTenant(
  values: TeamsTenantValues,
): Partial<Record<keyof TeamsTenantValues, 'admin.signIn.tenantIdInvalid'>> {
  const id = values.teams_tenant_id.trim();
  return id && !GUID.test(id) ? { teams_tenant_id: 'admin.signIn.tenantIdInvalid' } : {};
}

/** The request body: the id trimmed, in lower case (as Entra writes it in tokens); empty clears
 *  it (null). */
export function toTeamsTenantChange(values: TeamsTenantValues): AuthFlowChange {
  const id = values.teams_tenant_id.trim().toLowerCase();
  return { teams_tenant_id: id || null };
}
