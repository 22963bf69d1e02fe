import { describe, expect, it } from 'vitest';

import { hasLevelErrors, toLevelInputs, validateLevels, validatePodium } from './podium-schemas';

describe('podium and levels forms', () => {
  it('takes a podium of 3 to 20 places with at least one board', () => {
    expect(validatePodium({ period: 'month', size: '3', metrics: ['received'] })).toEqual({});
    expect(validatePodium({ period: 'month', size: '21', metrics: ['sent'] }).size).toBe(
      'admin.podium.errors.sizeRange',
    );
    expect(validatePodium({ period: 'month', size: '5', metrics: [] }).metrics).toBe(
      'admin.podium.errors.metricsRequired',
    );
  });

  it('marks a repeated starting point on the later row only', () => {
    const check = validateLevels([
      { name: 'Bronce', min_points: '0', emoji: '' },
      { name: 'Plata', min_points: '500', emoji: '' },
      { name: 'Otra', min_points: '500', emoji: '' },
      { name: '', min_points: '-3', emoji: '' },
    ]);
    expect(check.rows).toEqual([
      {},
      {},
      { min_points: 'admin.levels.errors.pointsRepeated' },
      { name: 'admin.levels.errors.nameRequired', min_points: 'admin.levels.errors.pointsInvalid' },
    ]);
    expect(hasLevelErrors(check)).toBe(true);
  });

  it('sends the list lowest first, with empty emojis as null', () => {
    expect(
      toLevelInputs([
        { name: 'Oro', min_points: '2000', emoji: '🥇' },
        { name: 'Bronce', min_points: '0', emoji: ' ' },
      ]),
    ).toEqual([
      { name: 'Bronce', min_points: 0, emoji: null },
      { name: 'Oro', min_points: 2000, emoji: '🥇' },
    ]);
  });
});
