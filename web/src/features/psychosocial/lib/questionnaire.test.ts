import { describe, expect, it } from 'vitest';

import { guide1, guide2 } from '../testing/fixtures';

import {
  firstIncompleteSection,
  guide1Missing,
  guide1Payload,
  mainPayload,
  mainProgress,
} from './questionnaire';

describe('Guía I rules', () => {
  it('asks section I alone until a Sí, then every item of II–IV', () => {
    expect(guide1Missing(guide1, {})).toEqual([1, 2]);
    expect(guide1Missing(guide1, { '1': 'no', '2': 'no' })).toEqual([]);
    expect(guide1Missing(guide1, { '1': 'yes', '2': 'no' })).toEqual([3, 4, 5, 6]);
  });

  it('sends only the sections asked', () => {
    expect(guide1Payload(guide1, { '1': 'no', '2': 'no', '3': 'yes' })).toEqual({
      '1': 'no',
      '2': 'no',
    });
  });
});

describe('Guía II/III rules', () => {
  it('counts a filter not yet answered as one left, and drops a block answered No', () => {
    expect(mainProgress(guide2, {}, {})).toEqual({ total: 4, answered: 0, left: 4 });
    expect(
      mainProgress(
        guide2,
        { serves_clients: false, is_boss: true },
        { '1': 'always', '3': 'never' },
      ),
    ).toEqual({ total: 3, answered: 1, left: 2 });
  });

  it('finds the first section with something left', () => {
    expect(firstIncompleteSection(guide2, {}, { '1': 'always', '2': 'never' })).toBe(1);
    expect(
      firstIncompleteSection(
        guide2,
        { serves_clients: false, is_boss: false },
        { '1': 'always', '2': 'never' },
      ),
    ).toBe(-1);
  });

  it('sends both filters and only the items shown', () => {
    expect(
      mainPayload(guide2, { is_boss: true }, { '1': 'always', '3': 'never', '4': 'sometimes' }),
    ).toEqual({
      filters: { serves_clients: false, is_boss: true },
      answers: { '1': 'always', '4': 'sometimes' },
    });
  });
});
