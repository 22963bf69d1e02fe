// Invoices as the server sends them, for the module's tests.
import type { AdminInvoice } from '../api/admin-invoices';
import type { Invoice, OwnRequest } from '../api/invoices';

export const ANA = {
  id: 7,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
};

export const FOLIO = '6F1C0A52-3B3E-4F6E-9D1A-2C4B5E6F7A8B';

/** A stamped CFDI of 1160.00 MXN, waiting for HR. */
export function makeInvoice(extra: Partial<Invoice> = {}): Invoice {
  return {
    id: 40,
    concept: 'Comida con cliente',
    request_id: null,
    amount: '1160.00',
    currency: 'MXN',
    issued_on: '2026-03-02',
    issuer_rfc: 'EKU9003173C9',
    issuer_name: 'ESCUELA KEMPER URGATE',
    receiver_rfc: 'MASO451221PM4',
    cfdi_uuid: FOLIO,
    xml_url: 'https://files.example/invoice/factura.xml?sig=1',
    receipt_url: null,
    receipt_name: null,
    status: 'submitted',
    decided_at: null,
    reason: null,
    paid_on: null,
    paid_amount: null,
    payment_reference: null,
    created_at: Date.UTC(2026, 2, 3, 15, 0),
    ...extra,
  };
}

/** A receipt without an XML: a taxi of 250.50 MXN. */
export function makeReceipt(extra: Partial<Invoice> = {}): Invoice {
  return makeInvoice({
    id: 41,
    concept: 'Taxi al aeropuerto',
    amount: '250.50',
    issued_on: '2026-03-01',
    issuer_rfc: null,
    issuer_name: null,
    receiver_rfc: null,
    cfdi_uuid: null,
    xml_url: null,
    receipt_url: 'https://files.example/invoice/taxi.pdf?sig=1',
    receipt_name: 'taxi.pdf',
    ...extra,
  });
}

export function makeAdminInvoice(extra: Partial<AdminInvoice> = {}): AdminInvoice {
  return { ...makeInvoice(), person: ANA, ...extra };
}

export function makeRequest(extra: Partial<OwnRequest> = {}): OwnRequest {
  return {
    id: 12,
    type_id: 3,
    type_name: 'Viáticos',
    type_name_en: 'Travel expenses',
    status: 'approved',
    step: 0,
    steps: [],
    awaiting: null,
    approver: null,
    approvers: [],
    due_at: null,
    step_due_at: null,
    step_overdue: false,
    overdue: false,
    person: ANA,
    created_at: Date.UTC(2026, 1, 20, 12, 0),
    updated_at: Date.UTC(2026, 1, 21, 12, 0),
    decided_at: Date.UTC(2026, 1, 21, 12, 0),
    ...extra,
  };
}

/** A page of a list, as the server sends it. */
export const pageOf = <T>(items: T[], extra: { page?: number; hasMore?: boolean } = {}) => ({
  status: 200,
  body: {
    success: true,
    data: items,
    meta: { page: extra.page ?? 1, perPage: 10, total: null, hasMore: extra.hasMore ?? false },
  },
});
