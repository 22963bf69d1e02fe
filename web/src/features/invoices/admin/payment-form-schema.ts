// The payment form's checks, the server's own: a payment date, the amount paid ("1250.50", the
// invoice's to start with) and a reference of at most 120 characters. Each problem is a glossary
// key under its field.
import type { FieldChecks } from '@/components/form/schema-resolver';
import { parseDateInput } from '@/lib/date-input';

import type { PaymentInput } from '../api/admin-invoices';
import { INVOICE_LIMITS } from '../api/invoices';
import { amountToSend } from '../lib/amount';

export type PaymentValues = { paid_on: string; amount: string; reference: string };

export function validatePayment(values: PaymentValues): FieldChecks {
  const checks: FieldChecks = {};
  if (!values.paid_on) checks.paid_on = 'invoices.payment.errors.dateRequired';
  else if (!parseDateInput(values.paid_on)) checks.paid_on = 'invoices.payment.errors.dateInvalid';
  if (!values.amount.trim()) checks.amount = 'invoices.payment.errors.amountRequired';
  else if (amountToSend(values.amount) === null)
    checks.amount = 'invoices.payment.errors.amountInvalid';
  if (values.reference.trim().length > INVOICE_LIMITS.referenceMax)
    checks.reference = 'invoices.payment.errors.referenceTooLong';
  return checks;
}

export function toPayment(values: PaymentValues): PaymentInput {
  const reference = values.reference.trim();
  return {
    paid_on: values.paid_on,
    amount: amountToSend(values.amount) ?? values.amount.trim(),
    ...(reference ? { reference } : {}),
  };
}
