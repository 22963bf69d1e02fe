// The upload form's checks, the server's own (docs/invoices.md): a concept of 1–200 characters;
// the CFDI's XML (up to 2 MB) and/or a receipt (a PDF or an image up to 10 MB), one of them at
// least; without an XML, the amount ("1250.50"), a three-letter currency and a date that is not
// in the future. Each problem is a glossary key under its field.
import type { FieldChecks } from '@/components/form/schema-resolver';
import { parseDateInput } from '@/lib/date-input';

import { INVOICE_LIMITS, type InvoiceUpload } from '../api/invoices';
import { amountToSend } from '../lib/amount';

export type UploadValues = {
  concept: string;
  /** A request's id, '' for none. */
  request_id: string;
  xml: File | null;
  receipt: File | null;
  amount: string;
  currency: string;
  /** yyyy-MM-dd. */
  issued_on: string;
};

export const emptyUpload = (): UploadValues => ({
  concept: '',
  request_id: '',
  xml: null,
  receipt: null,
  amount: '',
  currency: 'MXN',
  issued_on: '',
});

/** The receipt types the server takes (it sniffs the bytes; this looks at the name and type). */
export const RECEIPT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
const RECEIPT_EXTENSIONS = /\.(pdf|png|jpe?g|gif|webp)$/i;
export const XML_TYPES = ['.xml', 'application/xml', 'text/xml'] as const;

/** What is wrong with a chosen XML file (a glossary key), or null. */
export function xmlProblem(file: File): string | null {
  if (file.size === 0) return 'invoices.upload.errors.fileEmpty';
  const named = /\.xml$/i.test(file.name) || file.type.endsWith('/xml');
  if (!named) return 'invoices.upload.errors.xmlType';
  if (file.size > INVOICE_LIMITS.xmlMaxBytes) return 'invoices.upload.errors.xmlTooLarge';
  return null;
}

/** What is wrong with a chosen receipt (a glossary key), or null. */
export function receiptProblem(file: File): string | null {
  if (file.size === 0) return 'invoices.upload.errors.fileEmpty';
  const typed =
    (RECEIPT_TYPES as readonly string[]).includes(file.type) || RECEIPT_EXTENSIONS.test(file.name);
  if (!typed) return 'invoices.upload.errors.receiptType';
  if (file.size > INVOICE_LIMITS.receiptMaxBytes) return 'invoices.upload.errors.receiptTooLarge';
  return null;
}

const CURRENCY = /^[A-Za-z]{3}$/;

/** The form's problems; `today` is the local day (yyyy-MM-dd) a date may not pass. */
export function validateUpload(values: UploadValues, today: string): FieldChecks {
  const checks: FieldChecks = {};
  const concept = values.concept.trim();
  if (!concept) checks.concept = 'invoices.upload.errors.conceptRequired';
  else if (concept.length > INVOICE_LIMITS.conceptMax)
    checks.concept = 'invoices.upload.errors.conceptTooLong';
  if (!values.xml && !values.receipt) checks.receipt = 'invoices.upload.errors.fileRequired';
  if (values.xml) {
    const problem = xmlProblem(values.xml);
    if (problem) checks.xml = problem;
  }
  if (values.receipt) {
    const problem = receiptProblem(values.receipt);
    if (problem) checks.receipt = problem;
  }
  if (!values.xml) {
    if (!values.amount.trim()) checks.amount = 'invoices.upload.errors.amountRequired';
    else if (amountToSend(values.amount) === null)
      checks.amount = 'invoices.upload.errors.amountInvalid';
    if (!CURRENCY.test(values.currency.trim()))
      checks.currency = 'invoices.upload.errors.currencyInvalid';
    if (!values.issued_on) checks.issued_on = 'invoices.upload.errors.dateRequired';
    else if (!parseDateInput(values.issued_on))
      checks.issued_on = 'invoices.upload.errors.dateInvalid';
    else if (values.issued_on > today) checks.issued_on = 'invoices.upload.errors.dateFuture';
  }
  return checks;
}

/** What a valid form sends: the typed amount, currency and date only without an XML. */
export function toUpload(values: UploadValues): InvoiceUpload {
  const withoutXml = values.xml === null;
  return {
    concept: values.concept.trim(),
    requestId: values.request_id ? Number(values.request_id) : null,
    xml: values.xml,
    receipt: values.receipt,
    amount: withoutXml ? amountToSend(values.amount) : null,
    currency: withoutXml ? values.currency.trim().toUpperCase() : null,
    issuedOn: withoutXml ? values.issued_on : null,
  };
}
