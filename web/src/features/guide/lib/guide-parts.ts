// The guide's parts for one person: the sections of the modules on, for their role, in order,
// split into what members read and the admins' part.
import type { Role } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';
import { forAdminsOnly, visibleGuideSections, type GuideSection } from '@/lib/modules/guide';

/** The anchor of a section (`guide-recognition`). */
export const guideAnchor = (section: Pick<GuideSection, 'id'>) => `guide-${section.id}`;

export type GuideParts = { main: GuideSection[]; admins: GuideSection[] };

/** What a person of `role` reads with these module flags: the sections everyone of their role
 *  sees, then the ones only admins see. */
export function guideParts(
  sections: readonly GuideSection[],
  services: ServiceFlags,
  role: Role | null,
): GuideParts {
  const shown = visibleGuideSections(sections, services, role);
  return {
    main: shown.filter((section) => !forAdminsOnly(section)),
    admins: shown.filter(forAdminsOnly),
  };
}
