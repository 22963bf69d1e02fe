// Invoices in the console (api/modules/invoices.yaml, admins): every invoice with its person,
// newest first, of one status or all, paged; recording the payment of an approved one (with an
// Idempotency-Key); the payroll CSV of the approved (to pay) or the paid ones, downloaded with
// the session's token.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getBlob, getData, getPage, sendData } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { readQueryOptions } from '@/api/read-query';
import type { components, operations } from '@/api/schema';

import type { Invoice, InvoiceStatus } from './invoices';
import { invoicesKeys } from './invoices';
import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type AdminInvoice = Schemas['AdminInvoice'];
export type InvoiceSettings = Schemas['InvoiceSettings'];
export type PaymentInput = operations['payInvoice']['requestBody']['content']['application/json'];
/** What the payroll export lists. */
export type ExportStatus = Extract<InvoiceStatus, 'approved' | 'paid'>;

export const ADMIN_INVOICES_PAGE_SIZE = 25;
/** The export reads up to 10,000 invoices: a minute before giving up. */
const EXPORT_TIMEOUT_MS = 60_000;

const ADMIN = keyRoots.invoicesAdmin;

export const adminInvoicesKeys = {
  settings: () => [...ADMIN, 'settings'] as const,
  list: (status: InvoiceStatus | null, page: number, perPage: number) =>
    [...ADMIN, 'list', status, page, perPage] as const,
};

/** GET /org/invoices?status&page&perPage: every invoice (or one status's), with its person. */
export const adminInvoicesQueryOptions = (
  status: InvoiceStatus | null,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminInvoicesKeys.list(status, page, perPage), (options) =>
      getPage<AdminInvoice>('/org/invoices', {
        ...options,
        params: { status: status ?? undefined, page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /org/invoices/{id}/payment {paid_on, amount, reference}: 409 invoice_not_approved, 400
 *  naming each bad field. The employee is told; the audit trail keeps it. */
export const payInvoiceMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: PaymentInput; idempotencyKey: string }) =>
      sendData<Invoice>('POST', `/org/invoices/${id}/payment`, input, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSuccess: (saved, _input, _context, { client }) => {
      client.setQueryData(invoicesKeys.one(saved.id), saved);
    },
    onSettled: async (_data, _error, _input, _result, { client }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ADMIN }),
        client.invalidateQueries({ queryKey: invoicesKeys.one(id) }),
        client.invalidateQueries({ queryKey: invoicesKeys.mine() }),
      ]);
    },
  });

/** GET /org/invoices/export.csv?status: the payroll file of the approved or paid invoices. */
export const exportInvoicesMutation = (status: ExportStatus) =>
  mutationOptions({
    mutationFn: () =>
      getBlob('/org/invoices/export.csv', {
        params: { status },
        headers: { Accept: 'text/csv' },
        timeout: EXPORT_TIMEOUT_MS,
      }),
  });

/** The file the export is saved as. */
export const exportFileName = (status: ExportStatus) => `facturas-${status}.csv`;

/** GET /org/invoices/settings: the RFC every CFDI must be addressed to (null: any). */
export const invoiceSettingsQueryOptions = () =>
  readQueryOptions(adminInvoicesKeys.settings(), (options) =>
    getData<InvoiceSettings>('/org/invoices/settings', options),
  );

/** PUT /org/invoices/settings {receiver_rfc}: null or blank accepts any receiver; 400 for one
 *  that is not an RFC. */
export const saveInvoiceSettingsMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (receiverRfc: string | null) =>
      sendData<InvoiceSettings>('PUT', '/org/invoices/settings', { receiver_rfc: receiverRfc }),
    onSuccess: (settings: InvoiceSettings) =>
      client.setQueryData(adminInvoicesKeys.settings(), settings),
  });
