import { describe, expect, it } from 'vitest';

import {
  toTeamsTenantChange,
  toTeamsTenantValues,
  validateTeamsTenant,
} from './teams-tenant-schema';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('teams tenant schema', () => {
  it('takes a GUID of 8-4-4-4-12 hexadecimal digits, in either case, or nothing', () => {
    expect(validateTeamsTenant({ teams_tenant_id: TENANT })).toEqual({});
    expect(validateTeamsTenant({ teams_tenant_id: ` ${TENANT.toUpperCase()} ` })).toEqual({});
    expect(validateTeamsTenant({ teams_tenant_id: '' })).toEqual({});
    expect(validateTeamsTenant({ teams_tenant_id: '   ' })).toEqual({});
  });

  it('refuses anything else', () => {
    for (const id of [
      'contoso.onmicrosoft.com',
      TENANT.replace(/-/g, ''),
      `${TENANT}0`,
      TENANT.replace('7', 'g'),
      `{${TENANT}}`,
    ]) {
      expect(validateTeamsTenant({ teams_tenant_id: id })).toEqual({
        teams_tenant_id: 'admin.signIn.tenantIdInvalid',
      });
    }
  });

  it('sends the id trimmed in lower case, and null to clear it', () => {
    expect(toTeamsTenantChange({ teams_tenant_id: ` ${TENANT.toUpperCase()} ` })).toEqual({
      teams_tenant_id: TENANT,
    });
    expect(toTeamsTenantChange({ teams_tenant_id: ' ' })).toEqual({ teams_tenant_id: null });
  });

  it('starts from the saved id, or empty', () => {
    const flow = { org_name: 'Demo', methods: { password: true, otp: false, teams: false } };
    expect(toTeamsTenantValues(flow)).toEqual({ teams_tenant_id: '' });
    expect(toTeamsTenantValues({ ...flow, teams_tenant_id: null })).toEqual({
      teams_tenant_id: '',
    });
    expect(toTeamsTenantValues({ ...flow, teams_tenant_id: TENANT })).toEqual({
      teams_tenant_id: TENANT,
    });
  });
});
