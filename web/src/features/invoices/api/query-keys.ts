// The invoices module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: their invoices, one invoice, their requests to link one to
  // (api/invoices.ts).
  invoices: ['invoices'],
  // The console's section: every invoice, by status and page (api/admin-invoices.ts).
  invoicesAdmin: ['invoicesAdmin'],
} as const;
