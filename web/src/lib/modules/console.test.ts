import { afterEach, describe, expect, it } from 'vitest';

import {
  adminSection,
  adminSections,
  loadConsoleParts,
  moduleSwitches,
  overviewTiles,
  registerConsoleLoader,
  registerConsoleParts,
  registeredConsoleParts,
  withConsoleParts,
  type ConsoleParts,
} from './console';

// The app's console parts, registered by the tests' set-up (app/console.ts); restored after each
// test.
const app = registeredConsoleParts();
afterEach(() => registerConsoleParts(app));

const page = () => Promise.resolve({ Component: () => null });
const component = () => Promise.resolve({ default: () => null });

const things: ConsoleParts = {
  adminSections: [
    adminSection('late', { module: null, order: 30, labelKey: 'points.accounts.give' }, page),
    adminSection(
      'early',
      { module: 'podium', order: 5, labelKey: 'points.accounts.redeem', group: 'settings' },
      page,
    ),
  ],
  overviewTiles: [{ id: 'things', module: null, order: 20, component }],
  switches: [
    { flag: 'podium', name: 'points.accounts.give', description: 'points.accounts.redeem' },
  ],
};
const others: ConsoleParts = {
  adminSections: [
    adminSection('middle', { module: null, order: 10, labelKey: 'points.accounts.give' }, page),
  ],
  overviewTiles: [{ id: 'others', module: 'badges', order: 10, component }],
};

describe('the console parts', () => {
  it("gathers every module's sections and tiles in order, and its switches by flag", () => {
    registerConsoleParts([things, {}, others]);
    expect(adminSections().map((section) => [section.id, section.segment, section.group])).toEqual([
      ['early', 'early', 'settings'],
      ['middle', 'middle', 'manage'],
      ['late', 'late', 'manage'],
    ]);
    expect(overviewTiles().map((tile) => tile.id)).toEqual(['others', 'things']);
    expect(moduleSwitches().get('podium')?.name).toBe('points.accounts.give');
    expect(moduleSwitches().has('badges')).toBe(false);
  });

  it("reads the app's own modules", () => {
    expect(moduleSwitches().get('levels')?.name).toBe('podium.modules.levels.name');
    expect(adminSections().map((section) => section.segment)).toContain('settings/modules');
  });

  it('loads nothing more once registered, and a page with them', async () => {
    let loads = 0;
    registerConsoleLoader(() => {
      loads += 1;
      return Promise.resolve();
    });
    await loadConsoleParts();
    const { Component } = await withConsoleParts(page)();
    expect(typeof Component).toBe('function');
    expect(loads).toBe(0);
  });
});
