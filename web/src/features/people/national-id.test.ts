import { describe, expect, it } from 'vitest';

import { nationalIdProblem, normalizeNationalId } from './national-id';

describe('national identity document', () => {
  it('drops dots, hyphens and spaces and upper-cases, as the server stores it', () => {
    expect(normalizeNationalId(' 12.345.678-5 ')).toBe('123456785');
    expect(normalizeNationalId('gode561231hdfrrn09')).toBe('GODE561231HDFRRN09');
  });

  it('wants 5 to 20 letters and digits', () => {
    expect(nationalIdProblem('', 'AR')).toBeNull();
    expect(nationalIdProblem('30.123.456', 'AR')).toBeNull();
    expect(nationalIdProblem('1234', '')).toBe('people.errors.nationalIdInvalid');
    expect(nationalIdProblem('A'.repeat(21), '')).toBe('people.errors.nationalIdInvalid');
    expect(nationalIdProblem('12/345', '')).toBe('people.errors.nationalIdInvalid');
  });

  it("checks a Chilean's RUT by its check digit, K included", () => {
    expect(nationalIdProblem('12.345.678-5', 'CL')).toBeNull();
    expect(nationalIdProblem('12.345.678-4', 'CL')).toBe('people.errors.rutInvalid');
    expect(nationalIdProblem('10.000.013-k', 'CL')).toBeNull();
    expect(nationalIdProblem('1.000.005-0', 'CL')).toBe('people.errors.rutInvalid');
    // The same digits are any document elsewhere.
    expect(nationalIdProblem('12.345.678-4', 'PE')).toBeNull();
  });

  it("checks a Mexican's CURP by its shape", () => {
    expect(nationalIdProblem('GODE561231HDFRRN09', 'MX')).toBeNull();
    expect(nationalIdProblem('GODE561231ZDFRRN09', 'MX')).toBe('people.errors.curpInvalid');
    expect(nationalIdProblem('30123456', 'MX')).toBe('people.errors.curpInvalid');
  });
});
