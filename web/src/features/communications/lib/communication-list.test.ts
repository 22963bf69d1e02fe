import { describe, expect, it } from 'vitest';

import { communicationPath, pinnedFirst } from './communication-list';

describe('communication lists', () => {
  it('put the pinned ones first, each group in the order loaded, each once', () => {
    const items = [
      { id: 5, pinned: false },
      { id: 4, pinned: true },
      { id: 3, pinned: false },
      { id: 9, pinned: true },
      { id: 3, pinned: false },
    ];
    expect(pinnedFirst(items).map((item) => item.id)).toEqual([4, 9, 5, 3]);
  });

  it('open one at /communications/{id}', () => {
    expect(communicationPath(12)).toBe('/communications/12');
  });
});
