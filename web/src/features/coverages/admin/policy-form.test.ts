import { describe, expect, it } from 'vitest';

import { makeAdminPolicy } from '../testing/policy-fixture';

import { newRow, policyFormFrom, toPolicyInput, validatePolicyForm } from './policy-form';

const valid = () => ({
  ...policyFormFrom(null),
  insurer: 'Seguros Andinos',
  plan_name: 'Dental',
  starts_on: '2026-01-01',
  ends_on: '2026-12-31',
  rows: [{ ...newRow(), service: 'Limpieza', percent: '100' }],
});

describe('validatePolicyForm', () => {
  it('accepts a complete policy, percentages from 0 to 100 and empty caps', () => {
    expect(validatePolicyForm(valid())).toEqual({});
    expect(
      validatePolicyForm({ ...valid(), rows: [{ ...newRow(), service: 'X', percent: '0' }] }),
    ).toEqual({});
  });

  it('names every wrong field, row by row', () => {
    const errors = validatePolicyForm({
      ...valid(),
      insurer: ' ',
      starts_on: '2026-05-01',
      ends_on: '2026-01-01',
      contact_link: 'http://x',
      everyone: false,
      rows: [
        { ...newRow(), service: 'A', percent: '101', cap: '-5', currency: 'pesos' },
        { ...newRow(), service: '', percent: 'x', deductible: '1.000.000' },
      ],
    });
    expect(errors).toEqual({
      insurer: 'coverages.admin.errors.required',
      ends_on: 'coverages.admin.errors.endsBeforeStart',
      contact_link: 'coverages.admin.errors.link',
      departments: 'coverages.admin.errors.audience',
      'rows.0.percent': 'coverages.admin.errors.percent',
      'rows.0.cap': 'coverages.admin.errors.amount',
      'rows.0.currency': 'coverages.admin.errors.currency',
      'rows.1.service': 'coverages.admin.errors.required',
      'rows.1.percent': 'coverages.admin.errors.percent',
      'rows.1.deductible': 'coverages.admin.errors.amount',
    });
  });
});

describe('toPolicyInput', () => {
  it('sends amounts as numbers (a comma as the decimal mark), empty ones as none', () => {
    const input = toPolicyInput({
      ...valid(),
      rows: [
        { ...newRow('mxn'), service: ' Consultas ', percent: '70', cap: '1500,50', deductible: '' },
      ],
    });
    expect(input.rows).toEqual([
      {
        service: 'Consultas',
        percent: 70,
        cap: 1500.5,
        deductible: null,
        currency: 'MXN',
        notes: '',
      },
    ]);
    expect(input.audience).toEqual({ everyone: true, departments: [], groups: [] });
    expect(input.contact_email).toBeNull();
  });

  it('keeps an edited policy’s documents by their keys', () => {
    const form = policyFormFrom(makeAdminPolicy());
    expect(form.rows[0]).toMatchObject({ percent: '90', cap: '5000000', deductible: '50000' });
    expect(toPolicyInput(form).documents).toEqual(['comm-attachment/1-condiciones.pdf']);
  });
});
