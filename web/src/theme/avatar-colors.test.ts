import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { AVATAR_COLORS, avatarColor } from './avatar-colors';

describe('avatarColor', () => {
  it('gives a person the same colour every time, and neighbours different ones', () => {
    expect(avatarColor(7)).toBe(avatarColor(7));
    expect(avatarColor(7)).not.toBe(avatarColor(8));
  });

  it('keeps white initials readable on every colour (4.5:1)', () => {
    for (const colour of AVATAR_COLORS) {
      expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
