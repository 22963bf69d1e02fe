import { describe, expect, it } from 'vitest';

import {
  EMPTY_ORDER_FILTERS,
  ordersStatusPath,
  statusFromParam,
  toOrderFilters,
} from './order-filter-values';

describe('order filters', () => {
  it('sends only what is set, the period as [from, to) in milliseconds', () => {
    expect(toOrderFilters(EMPTY_ORDER_FILTERS)).toEqual({});
    expect(
      toOrderFilters({
        status: 'pending',
        person: { id: 3, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' },
        product: '7',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      status: 'pending',
      user_id: 3,
      product_id: 7,
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 3, 1).getTime(),
    });
  });

  it('leaves out a day that is not one', () => {
    expect(toOrderFilters({ ...EMPTY_ORDER_FILTERS, from: '2026-02-31' })).toEqual({});
  });

  it('reads the status an address asks for, and leads to one', () => {
    expect(statusFromParam('pending')).toBe('pending');
    expect(statusFromParam('processing')).toBe('processing');
    expect(statusFromParam('lost')).toBe('');
    expect(statusFromParam(null)).toBe('');
    expect(ordersStatusPath('/admin/orders', 'pending')).toBe('/admin/orders?status=pending');
  });
});
