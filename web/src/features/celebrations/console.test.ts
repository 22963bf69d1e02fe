import { describe, expect, it } from 'vitest';

import { consoleParts } from './console';

describe('celebrations console parts', () => {
  it('gives the console Settings → Celebraciones while the anniversaries module is on', async () => {
    const [section, ...others] = consoleParts.adminSections ?? [];
    expect(others).toEqual([]);
    expect(section).toMatchObject({
      segment: 'settings/celebrations',
      group: 'settings',
      module: 'anniversaries',
      labelKey: 'celebrations.nav',
    });
    const { Component } = await section!.page();
    expect(Component.name).toBe('CelebrationSettingsPage');
  });
});
