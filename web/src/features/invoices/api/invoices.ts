// Invoices (api/modules/invoices.yaml), what a person does: their invoices, newest first, a page
// at a time; uploading one (multipart: the CFDI's XML and/or a receipt, the amount, currency and
// date typed only without an XML); one invoice with signed links to its files; withdrawing one
// while it waits. And their own requests (GET /requests of the requests module), to link an
// invoice to one.
import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Invoice = Schemas['Invoice'];
export type InvoiceStatus = Schemas['InvoiceStatus'];
export type OwnRequest = Schemas['Request'];

/** The server's limits (invoices.yaml, docs/invoices.md). */
export const INVOICE_LIMITS = {
  conceptMax: 200,
  xmlMaxBytes: 2 * 1024 * 1024,
  receiptMaxBytes: 10 * 1024 * 1024,
  /** A billion in any currency. */
  amountMax: 1_000_000_000,
  referenceMax: 120,
} as const;

export const MY_INVOICES_PAGE_SIZE = 10;
/** The requests offered to link an invoice to: the newest ones. */
export const LINKABLE_REQUESTS = 50;

/** Uploads can take long on a slow line: five minutes before giving up. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

const ROOT = keyRoots.invoices;

export const invoicesKeys = {
  mine: () => [...ROOT, 'mine'] as const,
  recent: () => [...ROOT, 'mine', 'recent'] as const,
  one: (id: number) => [...ROOT, 'one', id] as const,
  requests: () => [...ROOT, 'requests'] as const,
};

/** After an upload or a withdrawal: my lists and the invoice, and the console's lists. */
async function refreshMine(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: invoicesKeys.mine() }),
    client.invalidateQueries({ queryKey: keyRoots.invoicesAdmin }),
  ]);
}

/** GET /invoices?page&perPage: my invoices, newest first, a page at a time. */
export const myInvoicesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: invoicesKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      getPage<Invoice>('/invoices', {
        signal,
        retry: false,
        params: { page: pageParam, perPage: MY_INVOICES_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** The most invoices one page of GET /invoices gives. */
const RECENT = 100;

/** GET /invoices?perPage=100: my newest invoices at once. An admin's invoice page asks it whether
 *  the invoice is theirs (GET /invoices/{id} answers an admin for anyone's and does not say whose):
 *  only their own may be withdrawn. */
export const myRecentInvoicesQueryOptions = () =>
  readQueryOptions(invoicesKeys.recent(), (options) =>
    getPage<Invoice>('/invoices', { ...options, params: { page: 1, perPage: RECENT } }),
  );

/** GET /invoices/{id}: one of mine (any, for admins), with its files' links for an hour. */
export const invoiceQueryOptions = (id: number) =>
  readQueryOptions(invoicesKeys.one(id), (options) => getData<Invoice>(`/invoices/${id}`, options));

/** GET /requests?perPage: my newest requests (the requests module), to link an invoice to one. */
export const myRequestsQueryOptions = () =>
  readQueryOptions(invoicesKeys.requests(), (options) =>
    getPage<OwnRequest>('/requests', {
      ...options,
      params: { page: 1, perPage: LINKABLE_REQUESTS },
    }),
  );

/** What the upload sends: without an XML, the amount, currency and date typed. */
export type InvoiceUpload = {
  concept: string;
  requestId: number | null;
  xml: File | null;
  receipt: File | null;
  amount: string | null;
  currency: string | null;
  issuedOn: string | null;
};

export function uploadForm(upload: InvoiceUpload): FormData {
  const form = new FormData();
  form.append('concept', upload.concept);
  if (upload.requestId !== null) form.append('request_id', String(upload.requestId));
  if (upload.xml) form.append('xml', upload.xml, upload.xml.name);
  if (upload.receipt) form.append('receipt', upload.receipt, upload.receipt.name);
  if (!upload.xml) {
    if (upload.amount !== null) form.append('amount', upload.amount);
    if (upload.currency !== null) form.append('currency', upload.currency);
    if (upload.issuedOn !== null) form.append('issued_on', upload.issuedOn);
  }
  return form;
}

/** POST /invoices (multipart): the invoice, with what the server read from the CFDI. 400 naming
 *  each bad field, 422 invalid_cfdi (the XML's problem on the xml field), 409 invoice_duplicate
 *  (the fiscal folio is waiting, approved or paid already), 413 too large. Never retried. */
export const submitInvoiceMutation = () =>
  mutationOptions({
    mutationFn: (upload: InvoiceUpload) =>
      sendData<Invoice>('POST', '/invoices', uploadForm(upload), {
        retry: false,
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    onSuccess: async (saved, _input, _context, { client }) => {
      client.setQueryData(invoicesKeys.one(saved.id), saved);
      await refreshMine(client);
    },
  });

/** POST /invoices/{id}/withdraw with an Idempotency-Key: 409 invoice_decided once reviewed. */
export const withdrawInvoiceMutation = () =>
  mutationOptions({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      sendData<Invoice>('POST', `/invoices/${id}/withdraw`, undefined, {
        headers: idempotencyHeaders(idempotencyKey),
        retry: false,
      }),
    onSuccess: (saved, _input, _context, { client }) => {
      client.setQueryData(invoicesKeys.one(saved.id), saved);
    },
    onSettled: async (_data, _error, input, _result, { client }) => {
      await Promise.all([
        refreshMine(client),
        client.invalidateQueries({ queryKey: invoicesKeys.one(input.id) }),
      ]);
    },
  });
