// Beyond spec §2's route table: the one inbox of what waits for the caller's decision.
export const approvalsPaths = { inbox: '/approvals' } as const;

export const approvalsParams = {
  /** The kind chip chosen (`?kind=point_request`); absent: every kind. */
  kind: 'kind',
} as const;
