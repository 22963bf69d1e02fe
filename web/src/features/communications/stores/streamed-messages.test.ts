import { describe, expect, it } from 'vitest';

import { createAppStore } from '@/stores/app-store';

import { createStreamedMessagesStore } from './streamed-messages';

describe('streamed messages (spec §4)', () => {
  it('appends streamed messages, replaces and deletes them by id', () => {
    const app = createAppStore();
    const store = createStreamedMessagesStore();
    const s = store.getState();
    s.addStreamedMessage({ id: 7, title: 'Turnos', author: null });
    s.addStreamedMessage({ id: 9, title: 'Cierre', author: 'Adriana Gómez' });
    s.addStreamedMessage({ id: 7, title: 'Turnos de diciembre', author: null });
    expect(store.getState().streamedMessages.map((m) => [m.id, m.title])).toEqual([
      [7, 'Turnos de diciembre'],
      [9, 'Cierre'],
    ]);
    s.removeStreamedMessage(7);
    s.removeStreamedMessage(42);
    expect(store.getState().streamedMessages.map((m) => m.id)).toEqual([9]);
    app.getState().logout();
    expect(store.getState().streamedMessages).toEqual([]);
  });
});
