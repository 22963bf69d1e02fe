// The workplace screens: the console's section at /admin/workplace ("Centros de trabajo"); a
// person's site shows on their profile (the profile's `public.about` place).
export const workplacePaths = {
  /** The console's section (admins). */
  admin: '/admin/workplace',
} as const;
