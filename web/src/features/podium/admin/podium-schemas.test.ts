import { describe, expect, it } from 'vitest';

import {
  hasLevelErrors,
  levelsFormFrom,
  toLevelInputs,
  validateLevels,
  validatePodium,
} from './podium-schemas';

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
      { name: 'Bronce', name_en: 'Bronze', min_points: '0', emoji: '', badge_id: '' },
      { name: 'Plata', name_en: '', min_points: '500', emoji: '', badge_id: '' },
      { name: 'Otra', name_en: '', min_points: '500', emoji: '', badge_id: '' },
      { name: '', name_en: '', min_points: '-3', emoji: '', badge_id: '' },
    ]);
    expect(check.rows).toEqual([
      {},
      {},
      { min_points: 'admin.levels.errors.pointsRepeated' },
      { name: 'admin.levels.errors.nameRequired', min_points: 'admin.levels.errors.pointsInvalid' },
    ]);
    expect(hasLevelErrors(check)).toBe(true);
  });

  it('takes an English name of up to 40 characters', () => {
    const row = { name: 'Oro', min_points: '0', emoji: '', badge_id: '' };
    expect(validateLevels([{ ...row, name_en: 'x'.repeat(40) }]).rows).toEqual([{}]);
    expect(validateLevels([{ ...row, name_en: 'x'.repeat(41) }]).rows).toEqual([
      { name_en: 'admin.levels.errors.nameEnTooLong' },
    ]);
  });

  it('sends the list lowest first, with empty emojis, English names and badges as null', () => {
    expect(
      toLevelInputs([
        { name: 'Oro', name_en: ' Gold ', min_points: '2000', emoji: '🥇', badge_id: '9' },
        { name: 'Bronce', name_en: ' ', min_points: '0', emoji: ' ', badge_id: '' },
      ]),
    ).toEqual([
      { name: 'Bronce', name_en: null, min_points: 0, emoji: null, badge_id: null },
      { name: 'Oro', name_en: 'Gold', min_points: 2000, emoji: '🥇', badge_id: 9 },
    ]);
  });

  it('fills the form with the English names and badges, blank when not set', () => {
    expect(
      levelsFormFrom([
        { name: 'Plata', name_en: null, min_points: 500, emoji: null, badge_id: 3 },
        { name: 'Bronce', name_en: 'Bronze', min_points: 0, emoji: '🥉' },
      ]).levels,
    ).toEqual([
      { name: 'Bronce', name_en: 'Bronze', min_points: '0', emoji: '🥉', badge_id: '' },
      { name: 'Plata', name_en: '', min_points: '500', emoji: '', badge_id: '3' },
    ]);
  });
});
