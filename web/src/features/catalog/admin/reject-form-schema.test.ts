import { describe, expect, it } from 'vitest';

import { validateRejectForm } from './reject-form-schema';

describe('reject form', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(validateRejectForm({ reason: '  ' })).toEqual({
      reason: 'catalog.ordersAdmin.reject.errors.reasonRequired',
    });
    expect(validateRejectForm({ reason: 'x'.repeat(501) })).toEqual({
      reason: 'catalog.ordersAdmin.reject.errors.reasonTooLong',
    });
    expect(validateRejectForm({ reason: 'Sin existencias del proveedor' })).toEqual({});
  });
});
