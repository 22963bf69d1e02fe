// The telemedicine screens: `/telemedicine` (spec §2, config/paths.ts), with one provider brought
// to the front (`?provider=<id>`, where the care slot's offers lead); the console's section at
// /admin/telemedicine, with one provider open (`?telemedicineProvider=<id>`), a new one
// (`?newTelemedicineProvider`) or the usage tab (`?telemedicineTab=usage`).
export const telemedicinePaths = {
  /** The console's section (admins). */
  admin: '/admin/telemedicine',
} as const;

export const telemedicineParams = {
  /** The person's page: the provider they came to see (the server's care offers name it). */
  provider: 'provider',
  /** The console: a provider open, a new one, the section's tab. */
  adminProvider: 'telemedicineProvider',
  create: 'newTelemedicineProvider',
  adminTab: 'telemedicineTab',
} as const;
