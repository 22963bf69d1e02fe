import { describe, expect, it } from 'vitest';

import { EMPTY_AUDIT_FILTERS, toAuditFilters } from './audit-filter-values';

describe('toAuditFilters', () => {
  it('sends nothing for empty filters', () => {
    expect(toAuditFilters(EMPTY_AUDIT_FILTERS)).toEqual({});
  });

  it('sends who, the area, the target and the whole days of the period', () => {
    const filters = toAuditFilters({
      person: { id: 7, first_name: 'Ana', last_name: 'Torres' } as never,
      area: 'people',
      targetType: 'user',
      targetId: ' 42 ',
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(filters).toEqual({
      actor_id: 7,
      action: 'people',
      target_type: 'user',
      target_id: '42',
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 2, 3).getTime(),
    });
  });

  it('ignores a day that does not exist', () => {
    expect(toAuditFilters({ ...EMPTY_AUDIT_FILTERS, from: '2026-02-31' })).toEqual({});
  });
});
