// The tabs of /psychosocial. The tab's query name is the one of the server's links
// (psychosocial_referral leads to `/psychosocial?tab=referrals`); it is written once in the app's
// paths (goals/paths.ts holds the same name), so it is a constant of this page alone.
export const TAB_PARAM = 'tab';
export const PSY_TABS = ['mine', 'referrals'] as const;
export type PsyTab = (typeof PSY_TABS)[number];
