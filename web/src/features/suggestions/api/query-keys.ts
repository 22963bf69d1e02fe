// The suggestions module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // The suggestion box: the person's own suggestions, the reviewers' inbox, the categories.
  suggestions: ['suggestions'],
  // Ideas campaigns: the lists, one campaign, its ideas, one idea, reviews and analytics.
  ideas: ['ideas'],
} as const;
