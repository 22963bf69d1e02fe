import { describe, expect, it } from 'vitest';

import { defaultServiceFlags, type ServiceFlags } from '@/config/modules';
import type { GuideSection } from '@/lib/modules/guide';

import { guideAnchor, guideParts } from './guide-parts';

const section = (id: string, extra: Partial<GuideSection> = {}): GuideSection => ({
  id,
  module: null,
  order: 1,
  titleKey: 'guide.start.title',
  steps: [],
  ...extra,
});

const SECTIONS: GuideSection[] = [
  section('surveys', { module: 'surveys', order: 24 }),
  section('start', { order: 0 }),
  section('suggestions', { module: ['suggestions', 'ideas'], order: 28 }),
  section('review', { role: ['leader', 'admin'], order: 19 }),
  section('people', { role: 'admin', order: 101 }),
  section('modules', { role: 'admin', order: 100 }),
];

const flags = (on: Partial<ServiceFlags>): ServiceFlags => ({ ...defaultServiceFlags(), ...on });
const ids = (list: readonly GuideSection[]) => list.map((s) => s.id);

describe('guideParts', () => {
  it("shows a module's sections only while its flag (or one of its flags) is on", () => {
    expect(ids(guideParts(SECTIONS, flags({}), 'employee').main)).toEqual(['start']);
    expect(ids(guideParts(SECTIONS, flags({ surveys: true }), 'employee').main)).toEqual([
      'start',
      'surveys',
    ]);
    expect(ids(guideParts(SECTIONS, flags({ ideas: true }), 'employee').main)).toEqual([
      'start',
      'suggestions',
    ]);
  });

  it("shows a role's sections to that role only, and admins' sections apart, in order", () => {
    const employee = guideParts(SECTIONS, flags({}), 'employee');
    expect(ids(employee.main)).toEqual(['start']);
    expect(employee.admins).toEqual([]);
    const leader = guideParts(SECTIONS, flags({}), 'leader');
    expect(ids(leader.main)).toEqual(['start', 'review']);
    expect(leader.admins).toEqual([]);
    const admin = guideParts(SECTIONS, flags({}), 'admin');
    expect(ids(admin.main)).toEqual(['start', 'review']);
    expect(ids(admin.admins)).toEqual(['modules', 'people']);
    expect(guideParts(SECTIONS, flags({}), null).admins).toEqual([]);
  });

  it('anchors each section by its id', () => {
    expect(guideAnchor({ id: 'catalog' })).toBe('guide-catalog');
  });
});
