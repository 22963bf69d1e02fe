// Where the organisation's settings are in the admin console: console.ts mounts its sections at
// these segments, and module.ts's /general_settings (spec §2) opens General.
export const settingsSegments = {
  general: 'settings/general',
  branding: 'settings/branding',
  modules: 'settings/modules',
} as const;
