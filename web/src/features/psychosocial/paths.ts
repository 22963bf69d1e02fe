// The psychosocial (NOM-035) screens: `/psychosocial` (the person's applications, and the
// "Canalizaciones" tab for occupational-health staff), one application to answer below it
// (`/psychosocial/:applicationId`), and the console's section at /admin/psychosocial. The tab's
// query name is the server's link (`/psychosocial?tab=referrals`); `tab` is written once in
// goals/paths.ts, so it is not repeated here (lib/tabs.ts reads it by that name).
export const psychosocialPaths = {
  page: '/psychosocial',
  /** The console's section (admins). */
  admin: '/admin/psychosocial',
} as const;

export const psychosocialParams = {
  /** The console: an application (`?psyApplication=<id>`), a new one (`?psyNew`), or a view of
   *  the section (`?psyView=guides|staff`). */
  application: 'psyApplication',
  create: 'psyNew',
  view: 'psyView',
  /** The referrals' status filter. */
  status: 'psyStatus',
} as const;
