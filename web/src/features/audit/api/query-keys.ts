// The audit trail's own cache key. Each key of the feature starts with one of these.
export const keyRoots = {
  auditLog: ['auditLog'],
} as const;
