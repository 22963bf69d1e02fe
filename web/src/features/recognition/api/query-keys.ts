// The send dialog's and the console's own cache keys beyond spec §7's (api/query-keys.ts). Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  corporateValues: ['corporateValues'],
  recognitionGroups: ['recognitionGroups'],
  superRecognitionTypes: ['superRecognitionTypes'],
} as const;
