import { describe, expect, it } from 'vitest';

import { defaultServiceFlags } from '@/config/modules';

import {
  loadNavEntries,
  NAV_ENTRIES,
  navPath,
  placeInMenu,
  visibleNavEntries,
} from './nav-registry';

/** `actual` holds today's modules' entries, in this order; a module added later brings its own
 *  without editing these lists. */
function expectToday<T>(actual: readonly T[], today: readonly T[]): void {
  expect(actual.filter((entry) => today.includes(entry))).toEqual(today);
}

describe('navigation entries', () => {
  it('shows Home and the built module screens (Catálogo, Podio, Comunicados, Notificaciones, Mi perfil) when their flags are on', () => {
    const all = Object.fromEntries(Object.keys(defaultServiceFlags()).map((k) => [k, true]));
    const visible = visibleNavEntries(NAV_ENTRIES, { ...defaultServiceFlags(), ...all });
    expectToday(
      visible.map((entry) => navPath(entry)),
      ['/', '/catalog', '/podium', '/communications', '/notifications', '/profile'],
    );
    // Home and the guide need no module.
    const none = visibleNavEntries(NAV_ENTRIES, defaultServiceFlags());
    expect(none.map((entry) => navPath(entry))).toEqual(['/', '/clip_guide']);
  });

  it('lists a module only when its flag is on, and Analítica only to admins', () => {
    const keys = (flags: ReturnType<typeof defaultServiceFlags>, role?: 'employee' | 'admin') =>
      visibleNavEntries(NAV_ENTRIES, flags, role).map((e) => e.key);
    expect(keys(defaultServiceFlags(), 'admin')).not.toContain('analytics');
    const on = { ...defaultServiceFlags(), analytics: true };
    expect(keys(on, 'employee')).not.toContain('analytics');
    const entry = visibleNavEntries(NAV_ENTRIES, on, 'admin').find((e) => e.key === 'analytics');
    expect(entry && navPath(entry)).toBe('/charts');
  });

  it('shows Administración only to admins', () => {
    const flags = defaultServiceFlags();
    const keys = (role: 'employee' | 'leader' | 'admin' | null) =>
      visibleNavEntries(NAV_ENTRIES, flags, role).map((entry) => entry.key);
    expect(keys(null)).not.toContain('admin');
    expect(keys('employee')).not.toContain('admin');
    expect(keys('leader')).not.toContain('admin');
    const admin = visibleNavEntries(NAV_ENTRIES, flags, 'admin').find((e) => e.key === 'admin');
    expect(admin && navPath(admin)).toBe('/admin');
  });

  it('shows Solicitudes de puntos to leaders and admins only', () => {
    const flags = defaultServiceFlags();
    const shown = (role: 'employee' | 'leader' | 'admin' | null) =>
      visibleNavEntries(NAV_ENTRIES, flags, role).some((entry) => entry.key === 'pointRequests');
    expect(shown(null)).toBe(false);
    expect(shown('employee')).toBe(false);
    expect(shown('leader')).toBe(true);
    expect(shown('admin')).toBe(true);
    const entry = NAV_ENTRIES.find((e) => e.key === 'pointRequests');
    expect(entry && navPath(entry)).toBe('/point-requests/review');
  });

  it('loads every entry with its icon', async () => {
    const entries = await loadNavEntries();
    expectToday(
      entries.map((entry) => entry.key),
      [
        'home',
        'catalog',
        'podium',
        'communications',
        'notifications',
        'pointRequests',
        'profile',
        'admin',
      ],
    );
    for (const entry of entries) expect(typeof entry.Icon).toMatch(/function|object/);
  });

  it("places the entries modules find at run time at their source's order, in the order reported", () => {
    const placed = placeInMenu([
      { order: 0, items: ['Inicio'] },
      { order: 21, items: ['Valores'] },
      { order: 21.5, items: ['Nuestra cultura', 'Bienestar'] },
      { order: 22, items: ['Comunicados'] },
      { order: 21.5, items: [] },
      { order: 30, items: ['Mi perfil'] },
    ]);
    expect(placed).toEqual([
      'Inicio',
      'Valores',
      'Nuestra cultura',
      'Bienestar',
      'Comunicados',
      'Mi perfil',
    ]);
    expect(
      placeInMenu([
        { order: 5, items: ['b'] },
        { order: 1, items: ['a'] },
        { order: 5, items: ['c'] },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});
