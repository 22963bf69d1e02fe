import { describe, expect, it } from 'vitest';

import { connectLiveEvents, RECONNECT_DELAYS_MS, type EventSourceLike } from './live-events';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string, lastEventId = '') {
    this.listeners.get(type)?.({ data, lastEventId } as MessageEvent<string>);
  }
}

function setUp(hints: readonly string[] = []) {
  const sources: FakeSource[] = [];
  const pauses: { run: () => void; ms: number }[] = [];
  const events: [string, unknown][] = [];
  const connected: boolean[] = [];
  let n = 0;
  const stop = connectLiveEvents({
    ticket: () => Promise.resolve(`t${++n}`),
    hints,
    onEvent: (type, data) => events.push([type, data]),
    onConnected: (open) => connected.push(open),
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    schedule: (run, ms) => {
      pauses.push({ run, ms });
      return () => undefined;
    },
  });
  return { sources, pauses, events, connected, stop };
}

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectLiveEvents', () => {
  it('opens a stream with a ticket and hands on its events', async () => {
    const live = setUp();
    await flush();
    expect(at(live.sources, 0).url).toBe('/api/live?ticket=t1');
    at(live.sources, 0).emit('ready', '{}', '5-9');
    at(live.sources, 0).emit('notification', '{"id":6}', '6-9');
    expect(live.events).toEqual([
      ['ready', {}],
      ['notification', { id: 6 }],
    ]);
    expect(live.connected).toEqual([true]);
  });

  it("subscribes to the modules' hints besides its own events, and to nothing else", async () => {
    const live = setUp([`things.changed`, 'post']);
    await flush();
    expect([...at(live.sources, 0).listeners.keys()]).toEqual([
      'ready',
      'notification',
      'post',
      `things.changed`,
    ]);
    at(live.sources, 0).emit(`things.changed`, '{"id":3}');
    at(live.sources, 0).emit(`unknown.hint`, '{"id":4}');
    expect(live.events).toEqual([[`things.changed`, { id: 3 }]]);
  });

  it('after a drop, opens a new stream with a new ticket from the last event seen', async () => {
    const live = setUp();
    await flush();
    at(live.sources, 0).emit('ready', '{}', '5-9');
    at(live.sources, 0).emit('post', '{"id":10}', '5-10');
    at(live.sources, 0).onerror?.(new Event('error'));
    expect(at(live.sources, 0).closed).toBe(true);
    expect(live.connected).toEqual([true, false]);
    expect(at(live.pauses, 0).ms).toBe(RECONNECT_DELAYS_MS[0]);
    at(live.pauses, 0).run();
    await flush();
    expect(at(live.sources, 1).url).toBe('/api/live?ticket=t2&lastEventId=5-10');
  });

  it('waits longer after each failure in a row, and stops for good when asked', async () => {
    const live = setUp();
    await flush();
    at(live.sources, 0).onerror?.(new Event('error'));
    at(live.pauses, 0).run();
    await flush();
    at(live.sources, 1).onerror?.(new Event('error'));
    expect(live.pauses.map((p) => p.ms)).toEqual(RECONNECT_DELAYS_MS.slice(0, 2));
    at(live.pauses, 1).run();
    await flush();
    live.stop();
    expect(at(live.sources, 2).closed).toBe(true);
    const before = live.sources.length;
    live.pauses.at(-1)?.run();
    await flush();
    expect(live.sources.length).toBe(before);
  });
});
