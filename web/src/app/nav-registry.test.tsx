import { describe, expect, it } from 'vitest';

import { defaultServiceFlags } from '@/config/modules';

import { NAV_ENTRIES, navPath, visibleNavEntries, type NavEntry } from './nav-registry';

describe('navigation entries', () => {
  it('shows only Home while no other module screen exists', () => {
    const all = Object.fromEntries(Object.keys(defaultServiceFlags()).map((k) => [k, true]));
    const visible = visibleNavEntries(NAV_ENTRIES, { ...defaultServiceFlags(), ...all });
    expect(visible.map((entry) => navPath(entry))).toEqual(['/']);
  });

  it('lists a module only when its flag is on', () => {
    const catalog: NavEntry = {
      key: 'catalog',
      path: 'catalog',
      labelKey: 'nav.home',
      icon: null,
      module: 'catalog',
    };
    const entries = [...NAV_ENTRIES, catalog];
    const off = visibleNavEntries(entries, defaultServiceFlags());
    expect(off.map((e) => e.key)).toEqual(['home']);
    const on = visibleNavEntries(entries, { ...defaultServiceFlags(), catalog: true });
    expect(on.map((e) => navPath(e))).toEqual(['/', '/catalog']);
  });
});
