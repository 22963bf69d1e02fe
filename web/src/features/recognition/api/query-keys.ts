// The send dialog's and the console's own cache keys beyond spec §7's (api/query-keys.ts). Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  corporateValues: ['corporateValues'],
  // GET /values/settings: whether a recognition must, may or must not carry a value (VAL-2).
  valuesSettings: ['valuesSettings'],
  recognitionGroups: ['recognitionGroups'],
  superRecognitionTypes: ['superRecognitionTypes'],
} as const;
