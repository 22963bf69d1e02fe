import { describe, expect, it } from 'vitest';

import { toCelebrationChange, validateCelebrationSettings } from './celebration-settings-schema';

describe('celebration settings schema', () => {
  it('takes whole points from 0 to 1,000,000', () => {
    for (const ok of ['0', '50', ' 1000000 ']) {
      expect(validateCelebrationSettings({ anniversary_points: ok })).toEqual({});
    }
    for (const bad of ['', '-1', '1000001', '2.5', '1.000']) {
      expect(validateCelebrationSettings({ anniversary_points: bad })).toEqual({
        anniversary_points: 'celebrations.settings.errors.pointsRange',
      });
    }
  });

  it('sends the points as a number', () => {
    expect(toCelebrationChange({ anniversary_points: ' 75 ' })).toEqual({ anniversary_points: 75 });
  });
});
