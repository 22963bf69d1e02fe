// The complaints channel's screens beyond spec §2: the signed-in entry with the handlers' cases
// and statistics (`/complaints`), one case (`/complaints/cases/:caseId`). The public page,
// `/complaints/anonymous`, is in config/paths.ts (paths.anonymousReport): the router needs it
// among the paths without a session, and the app starts no third-party script on it. Every
// address and query name is written once across the app (app/modules.test.ts).
export const complaintsPaths = {
  home: '/complaints',
  cases: '/complaints/cases',
} as const;

export const complaintsParams = {
  /** The tab of `/complaints`: report (default), cases or statistics. */
  tab: 'channelTab',
  /** The public page's preselected way of reporting when a signed-in person came from the
   *  menu: `identified` (else anonymous). Not a secret. */
  reportAs: 'reportAs',
} as const;

/** One case's address. */
export const casePath = (caseId: number) => `${complaintsPaths.cases}/${caseId}`;
