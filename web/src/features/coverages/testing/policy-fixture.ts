// Policies and dependants as the server sends them, for the coverages' tests.
import type { CoveragePolicyAdmin, CoveragePolicyDependant } from '../api/admin-coverages';
import type { CoverageDependant, CoveragePolicy } from '../api/coverages';

export function makePolicy(overrides: Partial<CoveragePolicy> = {}): CoveragePolicy {
  return {
    id: 1,
    insurer: 'Seguros Andinos',
    plan_name: 'Salud Plus',
    policy_number: 'SA-2026-0142',
    kind: 'medical_major',
    starts_on: '2026-01-01',
    ends_on: '2026-12-31',
    claim_instructions: 'Sube la boleta al portal dentro de 60 días.',
    claim_instructions_en: 'Upload the receipt on the portal within 60 days.',
    contact_phone: '+56 2 2345 6789',
    contact_email: 'reembolsos@example.com',
    contact_link: 'https://example.com/seguros',
    rows: [
      {
        service: 'Hospitalización',
        percent: 90,
        cap: 5000000,
        deductible: 50000,
        currency: 'CLP',
        notes: 'En convenio',
      },
      {
        service: 'Consultas',
        percent: 70,
        cap: null,
        deductible: null,
        currency: 'CLP',
        notes: '',
      },
    ],
    documents: [{ name: 'condiciones.pdf', url: 'https://files.example/condiciones.pdf' }],
    ...overrides,
  };
}

export function makeAdminPolicy(overrides: Partial<CoveragePolicyAdmin> = {}): CoveragePolicyAdmin {
  return {
    ...makePolicy(),
    documents: [
      {
        name: 'condiciones.pdf',
        url: 'https://files.example/condiciones.pdf',
        key: 'comm-attachment/1-condiciones.pdf',
      },
    ],
    audience: { everyone: true, departments: [], groups: [] },
    status: 'published',
    created_at: 1_767_225_600_000,
    updated_at: 1_767_225_600_000,
    ...overrides,
  };
}

export function makeDependant(overrides: Partial<CoverageDependant> = {}): CoverageDependant {
  return {
    id: 5,
    full_name: 'Tomás Torres',
    relationship: 'child',
    birth_date: '2018-05-14',
    national_id: null,
    status: 'active',
    change: null,
    proposed: null,
    submitted_at: null,
    decided_at: 1_767_225_600_000,
    last_outcome: 'approved',
    reason: null,
    created_at: 1_767_225_600_000,
    ...overrides,
  };
}

export function makePolicyDependant(
  overrides: Partial<CoveragePolicyDependant> = {},
): CoveragePolicyDependant {
  return {
    ...makeDependant(),
    person: { id: 7, full_name: 'Ana Torres' } as CoveragePolicyDependant['person'],
    ...overrides,
  };
}
