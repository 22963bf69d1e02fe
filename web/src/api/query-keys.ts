// Cache keys of spec §7, and the ones several modules share. Every query key starts with one of
// these or with one of a module's own (features/<module>/api/query-keys.ts); app/modules.test.ts
// checks that no two modules share a root.

export const queryKeys = {
  products: ['products'],
  productCategories: ['productCategories'],
  cart: ['cart'],
  user: ['user'],
  userProfile: ['userProfile'],
  userProfilePhotos: ['userProfilePhotos'],
  organization: ['organization'],
  orgSettings: ['orgSettings'],
  orgModules: ['orgModules'],
  posts: ['posts'],
  postComments: ['postComments'],
  communications: ['communications'],
  notifications: ['notifications'],
  files: ['files'],
  organizationFiles: ['organizationFiles'],
  // Beyond spec §7, read or refreshed by several modules: a post's likes (the feed, the profile
  // wall), the recognition types (send dialog, console), people search (pickers), the points
  // balances and levels (profile, send dialog, podium, catalog), the podium (which a recognition
  // or a boost changes), the departments (console, budgets), the account deletion queue, and the
  // organisation's media library (the send form's picker, the console's section), and a form to
  // answer (its own screen, the organisation's pages that embed it).
  postLikes: ['postLikes'],
  recognitionTypes: ['recognitionTypes'],
  peopleSearch: ['peopleSearch'],
  points: ['points'],
  levels: ['levels'],
  podium: ['podium'],
  departments: ['departments'],
  deletionRequests: ['deletionRequests'],
  media: ['media'],
  memberForms: ['memberForms'],
} as const;

export type QueryKeyName = keyof typeof queryKeys;
