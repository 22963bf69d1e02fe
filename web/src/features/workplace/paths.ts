// The workplace screens: one's own site with who works there, "Mi centro de trabajo" (/workplace,
// in the main menu while one has a site: frame.ts); the console's section at /admin/workplace
// ("Centros de trabajo"); a person's site shows on their profile too (the profile's
// `public.about` place).
export const workplacePaths = {
  /** "Mi centro de trabajo" (everyone). */
  page: '/workplace',
  /** The console's section (admins). */
  admin: '/admin/workplace',
} as const;
