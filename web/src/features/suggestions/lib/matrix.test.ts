import { describe, expect, it } from 'vitest';

import { averageText, groupByQuadrant, percentText } from './matrix';

describe('the impact × effort grouping', () => {
  it('puts each scored idea in its quadrant, in order, and leaves the unscored apart', () => {
    const { groups, unscored } = groupByQuadrant([
      { id: 1, scores: { quadrant: 'quick_win' as const } },
      { id: 2, scores: { quadrant: null } },
      { id: 3, scores: { quadrant: 'thankless' as const } },
      { id: 4, scores: null },
      { id: 5, scores: { quadrant: 'quick_win' as const } },
    ]);
    expect(groups.quick_win.map((idea) => idea.id)).toEqual([1, 5]);
    expect(groups.thankless.map((idea) => idea.id)).toEqual([3]);
    expect(groups.major_project).toEqual([]);
    expect(unscored.map((idea) => idea.id)).toEqual([2, 4]);
  });
});

describe('the figures', () => {
  it('write averages with one decimal and rates as percentages', () => {
    expect(averageText(3.456, 'es')).toBe('3,5');
    expect(averageText(null, 'es')).toBe('—');
    expect(percentText(0.5, 'en')).toBe('50%');
    expect(percentText(null, 'en')).toBeNull();
  });
});
