import { describe, expect, it } from 'vitest';

import { createAppStore } from '@/stores/app-store';

import { createBannerMessagesStore } from './banner-messages';

describe('banner messages (spec §4)', () => {
  it('adds banner messages at the end and always removes the first', () => {
    const app = createAppStore();
    const store = createBannerMessagesStore();
    const s = store.getState();
    s.addBannerMessage({ key: 'a', text: 'A', link: null });
    s.addBannerMessage({ key: 'b', text: 'B', link: '/post/2' });
    s.addBannerMessage({ key: 'a', text: 'A again', link: null });
    expect(store.getState().bannerMessages.map((m) => m.key)).toEqual(['a', 'b']);
    s.removeBannerMessage();
    expect(store.getState().bannerMessages).toEqual([{ key: 'b', text: 'B', link: '/post/2' }]);
    s.addBannerMessage({ key: 'c', text: 'C', link: null });
    app.getState().logout();
    expect(store.getState().bannerMessages).toEqual([]);
  });
});
