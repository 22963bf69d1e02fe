// The certificates' own cache keys. Each key starts with one of these; app/modules.test.ts checks
// no two modules share a root.
export const keyRoots = {
  // The certificates the person generated (api/certificates.ts).
  certificates: ['certificates'],
  // The public check of one code (api/certificates.ts): no session, nothing of the person's own.
  certificateCheck: ['certificateCheck'],
} as const;
