// The telemedicine module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the providers open to them (api/telemedicine.ts).
  telemedicine: ['telemedicine'],
  // The console's section: every provider, one provider, the usage (api/admin-telemedicine.ts).
  telemedicineAdmin: ['telemedicineAdmin'],
} as const;
