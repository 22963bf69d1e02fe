import { describe, expect, it } from 'vitest';

import { BUILT_MODULES } from '@/config/modules';
import { routePath } from '@/lib/modules/manifest';

import { ADMIN_SECTIONS, MODULE_NAV, MODULE_ROUTES } from './modules';

describe('module manifests', () => {
  it('give the admin console its sections, in menu order', () => {
    expect(ADMIN_SECTIONS.map((section) => section.segment)).toEqual([
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
      'audit',
      'settings/general',
      'settings/branding',
      'settings/modules',
      'settings/celebrations',
      'settings/texts',
      'settings/sign-in',
      'settings/public-api',
    ]);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.id)).size).toBe(ADMIN_SECTIONS.length);
  });

  it('mount the module screens at their registered paths, and one admin console', () => {
    expect(MODULE_ROUTES.map((route) => routePath(route)).sort()).toEqual([
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
      '/profile/order',
    ]);
    expect(MODULE_ROUTES.filter((route) => route.adminConsole)).toHaveLength(1);
    expect(MODULE_NAV.map((entry) => entry.key)).toEqual([
      'catalog',
      'podium',
      'communications',
      'notifications',
      'pointRequests',
      'profile',
      'admin',
    ]);
  });

  it('only need module flags that this build has (modules.json "built")', () => {
    const flags = [
      ...MODULE_ROUTES.map((route) => route.module),
      ...MODULE_NAV.map((entry) => entry.module),
      ...ADMIN_SECTIONS.map((section) => section.module),
    ].filter((flag) => flag !== null);
    for (const flag of flags) expect(BUILT_MODULES).toContain(flag);
  });

  // Transforms every page's module graph: seconds while the other test workers hold the CPU.
  it('load every page on demand', { timeout: 20_000 }, async () => {
    const pages = [...MODULE_ROUTES.map((r) => r.page), ...ADMIN_SECTIONS.map((s) => s.page)];
    for (const page of pages) {
      const { Component } = await page();
      expect(typeof Component).toBe('function');
    }
  });
});
