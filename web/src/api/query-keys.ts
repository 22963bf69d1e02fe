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
} as const;

export type QueryKeyName = keyof typeof queryKeys;
