import { describe, expect, it } from 'vitest';

import { toPointRequestInput, validatePointRequest } from './point-request-form-schema';

const valid = { amount: '500', reason: 'Cubrí el turno del fin de semana.' };

describe('the point request form', () => {
  it('asks for the points and the reason', () => {
    expect(validatePointRequest({ amount: '  ', reason: ' ' })).toEqual({
      amount: 'pointRequests.form.errors.amountRequired',
      reason: 'pointRequests.form.errors.reasonRequired',
    });
    expect(validatePointRequest(valid)).toEqual({});
  });

  it('takes whole numbers from 1 to 100000 only', () => {
    for (const amount of ['0', '100001', '12.5', '-3', '1e3', 'diez']) {
      expect(validatePointRequest({ ...valid, amount }).amount).toBe(
        'pointRequests.form.errors.amountInvalid',
      );
    }
    expect(validatePointRequest({ ...valid, amount: '1' })).toEqual({});
    expect(validatePointRequest({ ...valid, amount: ' 100000 ' })).toEqual({});
  });

  it('keeps the reason within 1000 characters', () => {
    expect(validatePointRequest({ ...valid, reason: 'ñ'.repeat(1000) })).toEqual({});
    expect(validatePointRequest({ ...valid, reason: 'ñ'.repeat(1001) }).reason).toBe(
      'pointRequests.form.errors.reasonTooLong',
    );
  });

  it('sends the points, the reason trimmed and the file only when there is one', () => {
    expect(toPointRequestInput({ amount: ' 500 ', reason: '  Soporte. ' }, [])).toEqual({
      amount: 500,
      reason: 'Soporte.',
    });
    expect(toPointRequestInput(valid, ['post-attachments/7-acta.pdf'])).toEqual({
      amount: 500,
      reason: 'Cubrí el turno del fin de semana.',
      attachment_key: 'post-attachments/7-acta.pdf',
    });
  });
});
