// Beyond spec §2's route table: the profile's wallet, beside the wall at /profile (spec §2's
// /profile/order stays the catalog's orders). Its settings, which other modules' parts link to,
// are paths.profileSettings.
export const profilePaths = {
  wallet: '/profile/wallet',
} as const;
