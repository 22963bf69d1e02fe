// The schedule screens: the console's section at /admin/schedule (the schedules, a new one or one
// open in the editor, the assignment dialog). The person's working hours show on the profiles
// (the profile section `public.about`).
export const schedulePaths = {
  /** The console's section (admins). */
  admin: '/admin/schedule',
} as const;
