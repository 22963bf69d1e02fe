// What a feature tells members about itself in the guide (/clip_guide, "Guía"), in its `guide.ts`
// (exported as `guide`): sections made of a title, a few short paragraphs or steps and, when it
// has one, a button to the screen. Every text is a key of the feature's own glossary part, so
// the organisation's own wording applies. The guide page collects the files with its own chunk
// (never the first load) and shows the sections whose module is on for the organisation and
// whose role is the person's, in order.
import type { Role } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';

import { byOrder, moduleOn, type GlossaryKey, type ModuleNeed } from './manifest';

export type GuideSection = {
  /** Unique across the guide: the section's anchor (`#guide-<id>`). */
  id: string;
  /** The module flag the section needs, or several of which any one is enough; null: always. */
  module: ModuleNeed;
  /** Shown only to people of this role, or of one of these roles; absent: everyone. A section
   *  only admins see goes to the guide's admins' part. */
  role?: Role | readonly Role[];
  /** Place in the guide, lowest first. */
  order: number;
  titleKey: GlossaryKey;
  /** A short paragraph before the steps. */
  introKey?: GlossaryKey;
  /** The steps or points, one short sentence each, in order. */
  steps: readonly GlossaryKey[];
  /** The screen the section explains, with its button's label. */
  link?: { path: string; labelKey: GlossaryKey };
};

function roleFits(section: GuideSection, role: Role | null): boolean {
  if (section.role === undefined) return true;
  if (role === null) return false;
  return typeof section.role === 'string' ? section.role === role : section.role.includes(role);
}

/** Whether only admins see the section (it belongs to the guide's admins' part). */
export function forAdminsOnly(section: Pick<GuideSection, 'role'>): boolean {
  const { role } = section;
  if (role === undefined) return false;
  return typeof role === 'string' ? role === 'admin' : role.every((r) => r === 'admin');
}

/** The sections shown to a person of `role` with these module flags, in order. */
export function visibleGuideSections(
  sections: readonly GuideSection[],
  services: ServiceFlags,
  role: Role | null,
): GuideSection[] {
  return byOrder(
    sections.filter((section) => moduleOn(section.module, services) && roleFits(section, role)),
  );
}
