/** The tabs of one challenge in the console (`?challengeTab=`): its editor, claims and figures. */
export type ManageTab = 'edit' | 'claims' | 'stats';
export const MANAGE_TABS: readonly ManageTab[] = ['edit', 'claims', 'stats'];
