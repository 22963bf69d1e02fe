import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { registeredManifests, registerManifests } from '@/lib/modules/registry';

import { liveHintNames, refreshForHint } from './live-hints';

const app = registeredManifests();
afterEach(() => registerManifests(app));

describe('live hints', () => {
  it('names every hint the modules declare, once', () => {
    registerManifests([
      { liveHints: [{ name: `things.changed` }] },
      { liveHints: [{ name: `things.changed` }, { name: `other.moved` }] },
    ]);
    expect(liveHintNames()).toEqual([`things.changed`, `other.moved`]);
  });

  it("hears the app's own modules' hints", () => {
    expect(liveHintNames()).toContain(`surveys.pending`);
    expect(liveHintNames()).not.toContain('notification');
  });

  it('reads again the cached reads a hint names, and only those', () => {
    registerManifests([
      { liveHints: [{ name: `things.changed`, invalidate: [['things'], ['stuff', 'mine']] }] },
    ]);
    const client = new QueryClient();
    for (const key of [['things', 'list'], ['stuff', 'mine', 1], ['stuff', 'theirs'], ['other']])
      client.setQueryData(key, 1);
    const invalidated = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey);
    refreshForHint(client, 'post');
    expect(invalidated()).toEqual([]);
    refreshForHint(client, `things.changed`);
    expect(invalidated()).toEqual([
      ['things', 'list'],
      ['stuff', 'mine', 1],
    ]);
  });
});
