// The surveys' screens: `/surveys` (spec §2, config/paths.ts) and one survey to answer below it,
// `/surveys/:surveyId`. The console's section keeps its state in its address's query.
export const surveysParams = {
  /** The tab of `/surveys`: pending (default), answered or closed; replies (the threads on the
   *  person's comments) and team (a leader's view, `&survey=<id>` for one survey's results). */
  state: 'state',
  /** The console: a survey in the editor (`?survey=<id>`), a new one (`?new`), its results
   *  (`?survey=<id>&view=results`). */
  survey: 'survey',
  create: 'new',
  view: 'view',
} as const;
