import { describe, expect, it } from 'vitest';

import { silenceOf, sortBySilence } from './team';

describe('silenceOf', () => {
  it('gives the chip by days without a recognition', () => {
    expect(silenceOf({ days_since_received: null })).toBe('never');
    expect(silenceOf({ days_since_received: 91 })).toBe('90');
    expect(silenceOf({ days_since_received: 90 })).toBe('60');
    expect(silenceOf({ days_since_received: 61 })).toBe('60');
    expect(silenceOf({ days_since_received: 31 })).toBe('30');
    expect(silenceOf({ days_since_received: 30 })).toBeNull();
  });
});

describe('sortBySilence', () => {
  it('puts never first, then the longest silence, then by name', () => {
    const people = [
      { name: 'Bea', days_since_received: 5 },
      { name: 'Ana', days_since_received: 40 },
      { name: 'Zoe', days_since_received: null },
      { name: 'Alba', days_since_received: null },
      { name: 'Carla', days_since_received: 40 },
    ];
    expect(sortBySilence(people).map((p) => p.name)).toEqual([
      'Alba',
      'Zoe',
      'Ana',
      'Carla',
      'Bea',
    ]);
  });
});
