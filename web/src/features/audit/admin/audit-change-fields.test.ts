import { describe, expect, it } from 'vitest';

import { changedFields, valueText } from './audit-change-fields';

describe('changedFields', () => {
  it('pairs each field before and after', () => {
    expect(changedFields({ user_type: 'employee' }, { user_type: 'leader', active: true })).toEqual(
      [
        { name: 'user_type', before: 'employee', after: 'leader' },
        { name: 'active', after: true },
      ],
    );
  });

  it('shows a creation without a before and a deletion without an after', () => {
    expect(changedFields(null, { name: 'Ventas' })).toEqual([{ name: 'name', after: 'Ventas' }]);
    expect(changedFields({ name: 'Ventas' }, null)).toEqual([{ name: 'name', before: 'Ventas' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('valueText', () => {
  it('writes strings as they are, null as a dash and the rest as JSON', () => {
    expect(valueText('Hola')).toBe('Hola');
    expect(valueText(null)).toBe('—');
    expect(valueText([1, 2])).toBe('[1,2]');
    expect(valueText(false)).toBe('false');
  });
});
