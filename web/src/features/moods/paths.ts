// The moods' screens (not in spec §2's table): `/moods` with its tab (`?moodsTab=`), the range of
// my history (`?from=&to=`) and a group's view (`?scope=`, where the alerts lead), and the
// console's section at /admin/moods. Every module's query names are written once across the app
// (app/modules.test.ts).
export const moodsPaths = {
  page: '/moods',
  /** The console's section (admins). */
  admin: '/admin/moods',
} as const;

export const moodsParams = {
  /** /moods' tab: mine (default), team or org. */
  tab: 'moodsTab',
  /** My history's range, YYYY-MM-DD. */
  from: 'moodsFrom',
  to: 'moodsTo',
  /** A group's view (org, team, team:{id}, department:{id}); the alerts' link sets it. */
  scope: 'scope',
  /** The 7/30-day switch. */
  period: 'moodsPeriod',
} as const;
