// Beyond spec §2's route table: the profile's wallet and settings, beside the wall at /profile
// (spec §2's /profile/order stays the catalog's orders).
export const profilePaths = {
  wallet: '/profile/wallet',
  settings: '/profile/settings',
} as const;
