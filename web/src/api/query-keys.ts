// Cache keys of spec §7. Every query key starts with one of these.

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
  // Rewards catalog: the member's orders and coupon codes, and the admins' providers.
  orders: ['orders'],
  coupons: ['coupons'],
  providers: ['providers'],
  // Recognition screens: feed likes and reactions, send dialog, points, podium.
  postLikes: ['postLikes'],
  postReactions: ['postReactions'],
  recognitionTypes: ['recognitionTypes'],
  corporateValues: ['corporateValues'],
  recognitionGroups: ['recognitionGroups'],
  peopleSearch: ['peopleSearch'],
  points: ['points'],
  // Point requests: a member's own, and those a leader or admin decides.
  pointRequests: ['pointRequests'],
  levels: ['levels'],
  podium: ['podium'],
  // Admin console, API keys and the public API reference.
  superRecognitionTypes: ['superRecognitionTypes'],
  badges: ['badges'],
  departments: ['departments'],
  pointRules: ['pointRules'],
  pointsOutputs: ['pointsOutputs'],
  adminRecognitions: ['adminRecognitions'],
  podiumSettings: ['podiumSettings'],
  apiKeys: ['apiKeys'],
  openApi: ['openApi'],
  // Account activation: whose account a mailed link opens.
  activationLink: ['activationLink'],
  // Account deletion: the signed-in person's own open request, and the admins' queue.
  accountDeletion: ['accountDeletion'],
  deletionRequests: ['deletionRequests'],
} as const;

export type QueryKeyName = keyof typeof queryKeys;
