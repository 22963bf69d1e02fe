import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/api/query-keys';
import { BUILT_MODULES } from '@/config/modules';
import { AUTH_PATHS, paths } from '@/config/paths';
import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';
import { adminSectionPath } from '@/lib/modules/admin-sections';
import { adminSections, overviewTiles, registeredConsoleParts } from '@/lib/modules/console';
import type { GuideSection } from '@/lib/modules/guide';
import { routePath, type NotificationKinds } from '@/lib/modules/manifest';
import { registeredManifests } from '@/lib/modules/registry';

import { MODULE_NAV, MODULE_ROUTES, PUBLIC_ROUTES, STANDALONE_SCREENS } from './modules';

// The console's sections, as the tests' set-up registered them (app/console.ts).
const ADMIN_SECTIONS = adminSections();

/** The text at a dotted key of a glossary, if there is one. */
function textAt(glossary: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, segment) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
      glossary,
    );
}

/** `actual` holds today's modules' entries, in this order. A module added later brings its own
 *  entries without editing these lists (its folder's tests cover them). */
function expectToday<T>(actual: readonly T[], today: readonly T[]): void {
  expect(actual.filter((entry) => today.includes(entry))).toEqual(today);
}

describe('module manifests', () => {
  it('give the admin console its sections, in menu order', () => {
    expectToday(
      ADMIN_SECTIONS.map((section) => section.segment),
      [
        'people',
        'people/import',
        'people/directory',
        'departments',
        'groups',
        'types',
        'values',
        'badges',
        'budgets',
        'point-requests',
        'recognitions',
        'communications',
        'catalog',
        'orders',
        'podium',
        'deletion-requests',
        'settings/general',
        'settings/branding',
        'settings/modules',
        'settings/celebrations',
        'settings/texts',
        'settings/sign-in',
        'settings/public-api',
      ],
    );
    expect(new Set(ADMIN_SECTIONS.map((section) => section.id)).size).toBe(ADMIN_SECTIONS.length);
  });

  it('mount the module screens at their registered paths, and one admin console', () => {
    expectToday(MODULE_ROUTES.map((route) => routePath(route)).sort(), [
      '/admin',
      '/cart',
      '/catalog',
      '/catalog/:id',
      '/communications',
      '/communications/:id',
      '/cupons',
      '/general_settings',
      '/notifications',
      '/orders',
      '/orders/:id',
      '/podium',
      '/point-requests/review',
      '/post/:id',
      '/profile',
      '/profile/order',
      '/profile/settings',
      '/profile/wallet',
      '/user',
    ]);
    expect(MODULE_ROUTES.filter((route) => route.adminConsole)).toHaveLength(1);
    expectToday(
      MODULE_NAV.map((entry) => entry.key),
      ['catalog', 'podium', 'communications', 'notifications', 'pointRequests', 'profile', 'admin'],
    );
  });

  it('mount the screens outside the signed-in frame at the paths that need no session', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path).sort()).toEqual([...AUTH_PATHS].sort());
    expect(PUBLIC_ROUTES.filter((route) => route.startGlossary).map((r) => r.path)).toEqual([
      paths.login,
    ]);
    expect(STANDALONE_SCREENS.map((screen) => screen.hosts('docs.aplauso.app'))).toEqual([true]);
    expect(STANDALONE_SCREENS.some((screen) => screen.hosts('demo.aplauso.app'))).toBe(false);
  });

  it(
    "give the console's overview its tiles, in order, each loading on demand",
    { timeout: 20_000 },
    async () => {
      const tiles = overviewTiles();
      expectToday(
        tiles.map((tile) => tile.id),
        ['recognition', 'points', 'pointRequests', 'orders'],
      );
      expect(new Set(tiles.map((tile) => tile.id)).size).toBe(tiles.length);
      for (const tile of tiles) {
        const { default: Component } = await tile.component();
        expect(typeof Component).toBe('function');
      }
    },
  );

  it('only need module flags that this build has (modules.json "built")', () => {
    const flags = [
      ...MODULE_ROUTES.map((route) => route.module),
      ...MODULE_NAV.flatMap((entry) => entry.module),
      ...ADMIN_SECTIONS.map((section) => section.module),
      ...overviewTiles().map((tile) => tile.module),
    ].filter((flag) => flag !== null);
    for (const flag of flags) expect(BUILT_MODULES).toContain(flag);
  });

  // Transforms every page's module graph: seconds while the other test workers hold the CPU.
  it('load every page on demand', { timeout: 90_000 }, async () => {
    const pages = [
      ...MODULE_ROUTES.map((r) => r.page),
      ...PUBLIC_ROUTES.map((r) => r.page),
      ...ADMIN_SECTIONS.map((s) => s.page),
      ...STANDALONE_SCREENS.map((s) => s.page),
    ];
    for (const page of pages) {
      const { Component } = await page();
      expect(typeof Component).toBe('function');
    }
  });
});

// What every module fills from its own folder. Adding a module needs that folder, modules.json
// and (on the server) a migration: the shared layers below name no module, so they never change.

/** The shared layers' own code (tests aside), by path. */
const sharedSources = import.meta.glob<string>(
  [
    '../{app,lib,components,api,stores,config,i18n,theme,testing}/**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../api/schema.d.ts',
    '!../config/modules.gen.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('slots instead of lists', () => {
  it('leave the shared layers naming no feature: no import of one, no path into one', () => {
    const files = Object.keys(sharedSources);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('./authenticated-layout.tsx');
    const naming = Object.entries(sharedSources).flatMap(([file, text]) =>
      [...text.matchAll(/features\/(?!\*|<)[\w-]+/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(naming).toEqual([]);
  });

  it('leave the shared layers asking for no module flag by name', () => {
    const flags = BUILT_MODULES.join('|');
    const asking = new RegExp(`services(?:\\.|\\[['"])(?:${flags})\\b`, 'g');
    const found = Object.entries(sharedSources).flatMap(([file, text]) =>
      [...text.matchAll(asking)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("write every address once: spec §2's route table and the modules' own screens", () => {
    const own = import.meta.glob<Record<string, string>>('../features/*/paths.ts', {
      eager: true,
    });
    const values = [
      ...Object.values(paths),
      ...Object.values(own).flatMap((exports) =>
        Object.values(exports).flatMap((group) => Object.values(group)),
      ),
    ];
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBeGreaterThanOrEqual(37);
    expect(values).toContain('/communications');
    expect(values).toContain('/point-requests/review');
    expect(values).toContain('/cupons');
    expect(values).toContain('/recover/password');
  });

  it("give each cache key root to one owner: spec §7's shared ones or one module", () => {
    const own = import.meta.glob<Record<string, readonly string[]>>(
      '../features/*/api/query-keys.ts',
      { eager: true, import: 'keyRoots' },
    );
    const roots = [
      ...Object.values(queryKeys).map((key) => key[0]),
      ...Object.values(own).flatMap((keys) => Object.values(keys).map((key) => key[0])),
    ];
    expect(new Set(roots).size).toBe(roots.length);
    for (const keys of Object.values(own)) {
      for (const [name, key] of Object.entries(keys)) expect(key).toEqual([name]);
    }
  });

  it('word every notification kind the server raises today, each by one module', () => {
    const words = import.meta.glob<NotificationKinds>('../features/*/notification-kinds.ts', {
      eager: true,
      import: 'notificationKinds',
    });
    const kinds = Object.values(words).flatMap((module) => Object.keys(module));
    expect(new Set(kinds).size).toBe(kinds.length);
    expectToday(
      kinds.sort(),
      [
        'recognition_received',
        'badge_received',
        'post_liked',
        'post_commented',
        'post_boosted',
        'comment_replied',
        'birthday',
        'anniversary',
        'points_granted',
        'deletion_declined',
        'communication_received',
        'point_request_decided',
        'order_status',
        'product_gift',
      ].sort(),
    );
  });

  it('list every notification kind under a group, a group several modules fill in one place', () => {
    const words = import.meta.glob<NotificationKinds>('../features/*/notification-kinds.ts', {
      eager: true,
      import: 'notificationKinds',
    });
    const kinds = Object.values(words).flatMap((module) => Object.values(module));
    const orders = new Map<string, Set<number>>();
    for (const { label, group } of kinds) {
      expect(group, label).toBeDefined();
      if (!group) continue;
      orders.set(group.label, (orders.get(group.label) ?? new Set()).add(group.order));
    }
    // One order per group, and no two groups in the same place: the headings' order is fixed.
    for (const [label, order] of orders) expect([...order], label).toHaveLength(1);
    const places = [...orders.values()].map((order) => [...order][0]);
    expect(new Set(places).size).toBe(places.length);
  });

  it('word every ledger kind the server writes today, each by one module, in both languages', () => {
    const manifests = registeredManifests();
    const kinds = manifests.flatMap((manifest) => Object.keys(manifest.ledgerKinds ?? {}));
    expect(new Set(kinds).size).toBe(kinds.length);
    expectToday(
      kinds.sort(),
      [
        'recognition',
        'boost',
        'distribute',
        'base',
        'allowance',
        'extra',
        'transfer',
        'expire',
        'point_request',
        'anniversary',
        'survey',
      ].sort(),
    );
    const keys = manifests.flatMap((manifest) =>
      Object.values(manifest.ledgerKinds ?? {}).flatMap((words) => [words.entry, words.total]),
    );
    for (const glossary of [es, en]) {
      for (const key of keys) expect(textAt(glossary, key), key).toMatch(/\S/);
    }
  });

  it('give each module switch one owner, and each live hint one listening module', () => {
    const manifests = registeredManifests();
    const flags = registeredConsoleParts().flatMap((parts) =>
      (parts.switches ?? []).map((s) => s.flag),
    );
    expect(new Set(flags).size).toBe(flags.length);
    for (const flag of flags) expect(BUILT_MODULES).toContain(flag);
    const hints = manifests.flatMap((manifest) => (manifest.liveHints ?? []).map((h) => h.name));
    expect(new Set(hints).size).toBe(hints.length);
    for (const hint of hints) expect(['ready', 'notification', 'post']).not.toContain(hint);
  });
});

describe('the guide', () => {
  const guides = import.meta.glob<readonly GuideSection[]>('../features/*/guide.ts', {
    eager: true,
    import: 'guide',
  });
  const sections = Object.values(guides).flat();

  it("gathers each module's sections, with unique ids and texts in both languages", () => {
    expect(sections.length).toBeGreaterThanOrEqual(25);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) {
      const keys = [section.titleKey, ...section.steps];
      if (section.introKey) keys.push(section.introKey);
      if (section.link) keys.push(section.link.labelKey);
      for (const glossary of [es, en]) {
        for (const key of keys) expect(textAt(glossary, key), key).toMatch(/\S/);
      }
      expect(section.steps.length, section.id).toBeGreaterThan(0);
    }
  });

  it('only need built flags, and lead to screens the app mounts', () => {
    const mounted = new Set([
      paths.home,
      ...MODULE_ROUTES.map((route) => routePath(route)),
      ...ADMIN_SECTIONS.map((section) => adminSectionPath(section)),
    ]);
    for (const section of sections) {
      const flags = section.module === null ? [] : [section.module].flat();
      for (const flag of flags) expect(BUILT_MODULES).toContain(flag);
      if (section.link) expect([...mounted], section.id).toContain(section.link.path);
    }
  });
});
