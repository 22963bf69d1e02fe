// Benefits, requests and admin benefits as the server sends them, for the module's tests.
import type { PointsSummary } from '@/lib/calls/points';

import type { BenefitAdmin, BenefitRequestAdmin } from '../api/admin-benefits';
import type { Benefit, BenefitDetail, BenefitRequest } from '../api/benefits';

export const ANA = {
  id: 7,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
};

export function makeBenefit(extra: Partial<Benefit> = {}): Benefit {
  return {
    id: 1,
    title: 'Seguro dental',
    title_en: 'Dental insurance',
    description: 'Cobertura dental para ti y tu familia.',
    description_en: null,
    image_url: null,
    provider: 'Dentalia',
    category: 'Salud',
    country: 'CL',
    mode: 'granted',
    approval: 'none',
    price_points: 0,
    valid_from: null,
    valid_until: '2026-12-31',
    granted: true,
    request: null,
    how: {
      how_to_use: 'Muestra tu credencial en la clínica.',
      code: 'DENT-2026',
      link: 'https://dentalia.example/aplauso',
      contact: 'beneficios@demo.local',
    },
    ...extra,
  };
}

/** A requestable benefit I do not have yet: 200 points, HR approves. */
export function makeRequestable(extra: Partial<Benefit> = {}): Benefit {
  return makeBenefit({
    id: 2,
    title: 'Gimnasio',
    title_en: 'Gym',
    description: 'Un mes de gimnasio.',
    provider: 'FitClub',
    category: 'Bienestar',
    mode: 'requestable',
    approval: 'hr',
    price_points: 200,
    granted: false,
    how: null,
    ...extra,
  });
}

export function makeDetail(benefit: Benefit, extra: Partial<BenefitDetail> = {}): BenefitDetail {
  return {
    ...benefit,
    eligible: true,
    reasons: [],
    eligibility: {
      departments: [],
      groups: [],
      countries: [],
      min_tenure_months: null,
      contract_types: [],
    },
    ...extra,
  };
}

export function makeRequest(extra: Partial<BenefitRequest> = {}): BenefitRequest {
  return {
    id: 31,
    benefit_id: 2,
    benefit_title: 'Gimnasio',
    benefit_title_en: 'Gym',
    status: 'pending',
    note: '',
    price_points: 200,
    approval: 'hr',
    decided_at: null,
    reason: null,
    created_at: Date.UTC(2026, 10, 20, 15, 30),
    ...extra,
  };
}

export function makeRequestAdmin(extra: Partial<BenefitRequestAdmin> = {}): BenefitRequestAdmin {
  return { ...makeRequest(), person: ANA, decided_by: null, ...extra };
}

export function makeAdminBenefit(extra: Partial<BenefitAdmin> = {}): BenefitAdmin {
  return {
    id: 5,
    title: 'Gimnasio',
    title_en: null,
    description: 'Un mes de gimnasio.',
    description_en: null,
    image_key: null,
    image_url: null,
    provider: 'FitClub',
    category: 'Bienestar',
    country: null,
    how_to_use: 'Presenta el código en recepción.',
    code: 'FIT-1',
    link: null,
    contact: null,
    valid_from: null,
    valid_until: null,
    mode: 'requestable',
    approval: 'hr',
    price_points: 200,
    eligibility: {
      departments: [],
      groups: [],
      countries: [],
      min_tenure_months: null,
      contract_types: [],
    },
    status: 'published',
    version: 1,
    counters: { eligible: 40, pending: 3, approved: 12, rejected: 1 },
    versions: [],
    created_at: Date.UTC(2026, 10, 1, 12, 0),
    updated_at: Date.UTC(2026, 10, 1, 12, 0),
    ...extra,
  };
}

export const points = (redeem: number): PointsSummary => ({
  user_id: 7,
  give_balance: 100,
  redeem_balance: redeem,
  lifetime_received: redeem,
  level_points: redeem,
  level: null,
  next_level: null,
});
