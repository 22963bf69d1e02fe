import { describe, expect, it } from 'vitest';

import { makeAdminBenefit } from '../testing/benefit-fixture';

import {
  benefitFormFrom,
  checkBenefitImage,
  toBenefitInput,
  validateBenefitForm,
} from './benefit-form-schema';

describe('the benefit form', () => {
  it('round-trips a benefit and keeps its status on edit', () => {
    const benefit = makeAdminBenefit({
      eligibility: {
        departments: [2, 1],
        groups: [],
        countries: ['MX'],
        min_tenure_months: 6,
        contract_types: ['services', 'fixed_term'],
      },
    });
    const values = benefitFormFrom(benefit);
    expect(validateBenefitForm(values)).toEqual({});
    const input = toBenefitInput(values, benefit.status);
    expect(input).not.toHaveProperty('status');
    expect(input.eligibility).toEqual({
      departments: [1, 2],
      groups: [],
      countries: ['MX'],
      min_tenure_months: 6,
      contract_types: ['fixed_term', 'services'],
    });
    expect(input.price_points).toBe(200);
  });

  it('sends a granted benefit without approval or price, and a new one as a draft', () => {
    const values = {
      ...benefitFormFrom(null),
      title: ' Seguro ',
      category: 'Salud',
      price_points: '300',
      approval: 'hr' as const,
      country: 'cl',
    };
    const input = toBenefitInput(values, null);
    expect(input).toMatchObject({
      title: 'Seguro',
      mode: 'granted',
      approval: 'none',
      price_points: 0,
      country: 'CL',
      status: 'draft',
      code: null,
      link: null,
    });
    // No contract type ticked: the rule is sent empty (no rule).
    expect(input.eligibility.contract_types).toEqual([]);
  });

  it('refuses bad tenure, countries and dates', () => {
    const values = {
      ...benefitFormFrom(null),
      title: 'x',
      category: 'y',
      min_tenure_months: '0',
      countries: ['CHL'],
      country: 'Chile',
      valid_from: '2026-05-01',
      valid_until: '2026-04-01',
    };
    expect(validateBenefitForm(values)).toEqual({
      min_tenure_months: 'benefits.admin.errors.tenureInvalid',
      countries: 'benefits.admin.errors.countryInvalid',
      country: 'benefits.admin.errors.countryInvalid',
      valid_until: 'benefits.admin.errors.untilBeforeFrom',
    });
  });

  it('accepts pictures by their content only', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await checkBenefitImage(new File([png], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(await checkBenefitImage(new File(['nope'], 'a.png', { type: 'image/png' }))).toBe(
      'benefits.admin.errors.imageType',
    );
  });
});
