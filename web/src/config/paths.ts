// The route table of spec §2, written here once. The screens a module adds beyond it are in the
// module's own folder (features/<module>/paths.ts); app/modules.test.ts checks that no address is
// written twice. Only routes whose screen exists are mounted by the router; the rest fall to
// not-found.

export const paths = {
  home: '/',
  benefits: '/benefits_page',
  requests: '/requests',
  catalog: '/catalog',
  podium: '/podium',
  cart: '/cart',
  notifications: '/notifications',
  user: '/user',
  profile: '/profile',
  profileOrder: '/profile/order',
  // Beyond spec §2: one's own profile settings (the profile's screen), which other modules' parts
  // link to: the notification settings are a section of it (see NOTIFICATION_SETTINGS_ANCHOR).
  profileSettings: '/profile/settings',
  orders: '/orders',
  tasks: '/tasks',
  programs: '/programs',
  charts: '/charts',
  admin: '/admin',
  post: '/post',
  goals: '/goals',
  suggestions: '/suggestions',
  support: '/support',
  coupons: '/cupons',
  login: '/login',
  logout: '/logout',
  activate: '/activate',
  needsActivation: '/needs_activation',
  resetPassword: '/reset_password',
  recoverPassword: '/recover/password',
  // Beyond spec §2: connecting a Microsoft Teams account, from the mailed link (ADR 0032).
  teamsLink: '/teams/link',
  // Beyond spec §2: the complaints channel's page for anyone, signed in or not (Ley Karin;
  // engagement.md §9): reporting without an account and following a case with its receipt.
  anonymousReport: '/complaints/anonymous',
  surveys: '/surveys',
  events: '/events',
  corporateValues: '/corp_values',
  performanceEvaluation: '/performance_evaluation',
  testing: '/testing',
  generalSettings: '/general_settings',
  clipGuide: '/clip_guide',
  files: '/files',
  // Beyond spec §2: the certificates a person generates (files repository, FIL-★2), and the
  // public page where anyone checks one by its verification code (/verify/:code).
  certificates: '/certificates',
  verifyCertificate: '/verify',
  telemedicine: '/telemedicine',
} as const;

export type PathName = keyof typeof paths;

/** The id of the notification settings' section on the profile settings, linked to from the top
 *  bar's panels as `notificationSettingsPath`. */
export const NOTIFICATION_SETTINGS_ANCHOR = 'notification-settings';
export const notificationSettingsPath = `${paths.profileSettings}#${NOTIFICATION_SETTINGS_ANCHOR}`;
export type AppPath = (typeof paths)[PathName];

/** Paths where no session is needed and the auth redirects do not apply: sign-in, sign-out,
 *  account activation (opened from a mailed link, or after a sign-in refused for it), the forced
 *  password change after a temporary password, password recovery (opened from a mailed link,
 *  signed in or not), connecting a Microsoft Teams account (a mailed link too), the anonymous
 *  complaints page (anyone, signed in or not) and the check of a certificate by its code (anyone
 *  the certificate is shown to). */
export const AUTH_PATHS: readonly string[] = [
  paths.login,
  paths.logout,
  paths.activate,
  paths.needsActivation,
  paths.resetPassword,
  paths.recoverPassword,
  paths.teamsLink,
  paths.anonymousReport,
  paths.verifyCertificate,
];

/** Paths that load nothing of a third party and tell nobody they were visited: no analytics
 *  page view, no session recording, no error reporting (the anonymous complaints page: its
 *  visitors must not be identifiable by a script of another company; the check of a certificate:
 *  its address carries the code that shows a person's employment details, and the page shows
 *  them to someone who is not that person). */
export const PRIVATE_PATHS: readonly string[] = [paths.anonymousReport, paths.verifyCertificate];

/** True for the private paths (and anything below them). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** True for the paths that need no session (and anything below them). */
export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
