import { describe, expect, it } from 'vitest';

import { goal } from '../testing/goal-fixtures';

import { goalsForCard } from './home-goals';

describe('goalsForCard', () => {
  it('puts the goals at risk, then behind, first and keeps three', () => {
    const goals = [
      goal(1, { health: 'on_track', ends_on: '2030-01-10' }),
      goal(2, { health: 'behind', ends_on: '2030-06-30' }),
      goal(3, { health: 'at_risk', ends_on: '2030-06-30' }),
      goal(4, { health: 'behind', ends_on: '2030-02-01' }),
      goal(5, { health: 'not_started' }),
    ];
    expect(goalsForCard(goals).map((entry) => entry.id)).toEqual([3, 4, 2]);
  });
});
