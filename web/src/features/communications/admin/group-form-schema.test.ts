import { describe, expect, it } from 'vitest';

import { groupFormFrom, toGroupInput, validateGroupForm } from './group-form-schema';

const ana = { id: 3, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' };

describe('communication group form', () => {
  it('needs a name of at most 100 characters', () => {
    expect(validateGroupForm({ name: '  ', members: [] })).toEqual({
      name: 'communications.groups.errors.nameRequired',
    });
    expect(validateGroupForm({ name: 'x'.repeat(101), members: [] })).toEqual({
      name: 'communications.groups.errors.nameTooLong',
    });
    expect(validateGroupForm({ name: '😀'.repeat(100), members: [ana] })).toEqual({});
  });

  it('sends the trimmed name and the whole member list', () => {
    expect(toGroupInput({ name: ' Comité ', members: [ana] })).toEqual({
      name: 'Comité',
      member_ids: [3],
    });
  });

  it('starts from the group loaded, with its members', () => {
    expect(
      groupFormFrom({ id: 1, name: 'Comité', members_count: 1, created_at: 0, members: [ana] }),
    ).toEqual({ name: 'Comité', members: [ana] });
    expect(groupFormFrom(null)).toEqual({ name: '', members: [] });
  });
});
