import { describe, expect, it } from 'vitest';

import { checkDraft, emptyDraft, fieldPath, inputOf, newAction } from './program-draft';

describe('checkDraft', () => {
  it('names every problem by the path the server uses', () => {
    const draft = emptyDraft();
    draft.startsOn = '2026-05-10';
    draft.endsOn = '2026-05-01';
    draft.budget = '-3';
    draft.audience = { everyone: false, departments: [], groups: [] };
    draft.actions[0] = { ...draft.actions[0]!, points: '100001', limit: '0' };
    expect(Object.fromEntries(checkDraft(draft))).toEqual({
      title: 'required',
      ends_on: 'period',
      budget_points: 'whole',
      audience: 'audience',
      'actions.0.title': 'required',
      'actions.0.points': 'points',
      'actions.0.per_person_limit': 'limit',
    });
  });
});

describe('inputOf', () => {
  it('sends numbers, nulls for blanks and only prerequisites still in the list', () => {
    const draft = emptyDraft();
    draft.title = ' Voluntariado ';
    draft.budget = '2000';
    const second = { ...newAction(draft.actions), title: 'Foto', prerequisites: ['a1', 'gone'] };
    draft.actions = [{ ...draft.actions[0]!, title: 'Texto', points: '50' }, second];
    const input = inputOf(draft, false);
    expect(input.title).toBe('Voluntariado');
    expect(input.budget_points).toBe(2000);
    expect(input).not.toHaveProperty('owner_ids');
    expect(input.actions[0]).toMatchObject({ key: 'a1', points: 50, per_person_limit: null });
    expect(input.actions[1]).toMatchObject({ key: 'a2', prerequisites: ['a1'] });
  });

  it('reads a 422 field name as a path', () => {
    expect(fieldPath('actions[2].title')).toBe('actions.2.title');
  });
});
