import { describe, expect, it } from 'vitest';

import { FILTERABLE, OVERLAPPING, toViewInput, viewFormFrom } from './custom-views';

describe('custom view forms', () => {
  it('never filters by value, which groups recognitions rather than people', () => {
    expect(FILTERABLE).not.toContain('value');
    expect(FILTERABLE).toEqual(
      expect.arrayContaining(['department', 'site', 'group', 'program', 'country']),
    );
    expect(OVERLAPPING).toEqual(['group', 'program', 'value']);
  });

  it('sends only the dimensions with kept keys, and sharing only when allowed', () => {
    const form = viewFormFrom(null, 'recognitions_received');
    form.name = '  Por valor  ';
    form.dimension = 'value';
    form.filters.group = ['3'];
    const input = toViewInput(form, false);
    expect(input).toEqual({
      name: 'Por valor',
      metric: 'recognitions_received',
      dimension: 'value',
      filters: { group: ['3'] },
      period: '90d',
      chart: 'bar',
    });
    expect(toViewInput(form, true).shared_with).toEqual([]);
  });
});
