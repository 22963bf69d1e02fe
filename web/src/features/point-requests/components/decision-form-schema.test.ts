import { describe, expect, it } from 'vitest';

import {
  toApproveInput,
  toRejectInput,
  validateApprove,
  validateReject,
} from './decision-form-schema';

describe('the decision forms', () => {
  it('approve with an optional note of at most 500 characters', () => {
    expect(validateApprove({ note: '' })).toEqual({});
    expect(validateApprove({ note: 'ñ'.repeat(500) })).toEqual({});
    expect(validateApprove({ note: 'ñ'.repeat(501) })).toEqual({
      note: 'pointRequests.review.errors.noteTooLong',
    });
    expect(toApproveInput(4, { note: '   ' })).toEqual({ id: 4 });
    expect(toApproveInput(4, { note: ' ¡Bien! ' })).toEqual({ id: 4, note: '¡Bien!' });
  });

  it('reject only with a reason, of at most 500 characters', () => {
    expect(validateReject({ reason: '  ' })).toEqual({
      reason: 'pointRequests.review.errors.reasonRequired',
    });
    expect(validateReject({ reason: 'ñ'.repeat(501) })).toEqual({
      reason: 'pointRequests.review.errors.reasonTooLong',
    });
    expect(validateReject({ reason: 'Ya se reconoció.' })).toEqual({});
    expect(toRejectInput(4, { reason: ' Ya se reconoció. ' })).toEqual({
      id: 4,
      reason: 'Ya se reconoció.',
    });
  });
});
