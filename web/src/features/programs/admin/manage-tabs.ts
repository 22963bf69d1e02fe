/** The tabs of one program in the console (`?view=`): its editor, submissions, assignments and
 *  figures. */
export type ManageTab = 'edit' | 'submissions' | 'assignments' | 'stats';
export const MANAGE_TABS: readonly ManageTab[] = ['edit', 'submissions', 'assignments', 'stats'];
