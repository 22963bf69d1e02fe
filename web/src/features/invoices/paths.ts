// The invoices' screens beyond spec §2: the person's invoices (`/invoices`), one invoice below it
// (`/invoices/:invoiceId`), the console's section (`/admin/invoices`, `?invoicesStatus=` its
// filter) and the approvals inbox showing only invoices, where HR decides them. Parameter names
// are unique across the app (app/modules.test.ts).
export const invoicesPaths = {
  /** The person's invoices. */
  list: '/invoices',
  /** The console's section (admins). */
  admin: '/admin/invoices',
  /** The approvals inbox with its invoices' chip chosen. */
  inbox: '/approvals?kind=invoice',
} as const;

export const invoicesParams = {
  /** The console: the status shown. */
  status: 'invoicesStatus',
} as const;

/** One invoice's address. */
export const invoicePath = (invoiceId: number) => `${invoicesPaths.list}/${invoiceId}`;
