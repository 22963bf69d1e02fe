import { describe, expect, it } from 'vitest';

import type { PersonRef } from '@/api/types';

import { checkDraft, emptyDraft, toCampaignInput } from './campaign-draft';

const NOW = new Date(2026, 10, 29, 12, 0).getTime();
const ana = { id: 7, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' } as PersonRef;

describe('the campaign editor draft', () => {
  it('names every missing or wrong field', () => {
    const problems = checkDraft(
      { ...emptyDraft(), everyone: false, acceptedPoints: '20000', implementedPoints: 'x' },
      NOW,
    );
    expect(problems).toEqual({
      title: 'suggestions.editor.errors.titleRequired',
      deadline: 'suggestions.editor.errors.deadlineInvalid',
      audience: 'suggestions.editor.errors.audienceEmpty',
      reviewer_ids: 'suggestions.editor.errors.reviewersRequired',
      accepted_points: 'suggestions.editor.errors.points',
      implemented_points: 'suggestions.editor.errors.points',
    });
  });

  it('refuses a deadline already gone and takes today (the campaign closes at its end)', () => {
    const draft = { ...emptyDraft(), title: '¿Cómo?', reviewers: [ana] };
    expect(checkDraft({ ...draft, deadline: '2026-11-28' }, NOW).deadline).toBe(
      'suggestions.editor.errors.deadlinePast',
    );
    expect(checkDraft({ ...draft, deadline: '2026-11-29' }, NOW)).toEqual({});
  });

  it('sends the day as its last millisecond, the reviewers by id and no lists for everyone', () => {
    const input = toCampaignInput({
      ...emptyDraft(),
      title: '  ¿Cómo reducimos las reuniones?  ',
      deadline: '2026-12-15',
      departments: [3],
      reviewers: [ana],
      acceptedPoints: '50',
      implementedPoints: '100',
    });
    expect(input).toEqual({
      title: '¿Cómo reducimos las reuniones?',
      description: '',
      deadline: new Date(2026, 11, 16).getTime() - 1,
      audience: { everyone: true, departments: [], groups: [] },
      reviewer_ids: [7],
      accepted_points: 50,
      implemented_points: 100,
    });
  });
});
