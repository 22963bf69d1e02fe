// The benefits' screens: `/benefits_page` (spec §2, config/paths.ts) with its tab
// (`?benefitsView=available|requests`) and one benefit below it, `/benefits_page/:benefitId`;
// the console's section at /admin/benefits, with one benefit open (`?benefit=<id>`), a new one
// (`?newBenefit`) or the requests' tab (`?benefitsTab=requests`). Parameter names are unique
// across the app (app/modules.test.ts).
import { paths } from '@/config/paths';

export const benefitsPaths = {
  /** The console's section (admins). */
  admin: '/admin/benefits',
} as const;

export const benefitsParams = {
  /** The person's page: its tab. */
  tab: 'benefitsView',
  /** The console: a benefit open, a new one, the section's tab. */
  benefit: 'benefit',
  create: 'newBenefit',
  adminTab: 'benefitsTab',
} as const;

/** One benefit's address. */
export const benefitPath = (benefitId: number) => `${paths.benefits}/${benefitId}`;
