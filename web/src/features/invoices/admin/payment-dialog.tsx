import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateField } from '@/components/form/fields/date-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { toDateInput } from '@/lib/date-input';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import { payInvoiceMutation } from '../api/admin-invoices';
import { INVOICE_LIMITS, type Invoice } from '../api/invoices';
import { useInvoiceErrorMessage, useInvoiceFormat } from '../lib/invoice-words';

import { toPayment, validatePayment, type PaymentValues } from './payment-form-schema';

export type PaymentDialogProps = {
  invoice: Invoice;
  /** Whose it is, when known ("Ana Torres"). */
  person?: string | null;
  onClose: () => void;
};

/** "Registrar pago" of an approved invoice: the payment date (today to start with), the amount
 *  paid (the invoice's) and a payroll or transfer reference. One Idempotency-Key per attempt; an
 *  invoice that is no longer approved (409 invoice_not_approved) is said in the dialog. */
export function PaymentDialog({ invoice, person, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const describeError = useInvoiceErrorMessage();
  const attempts = useIdempotencyAttempts();
  const form = useMutationForm({
    defaultValues: {
      paid_on: toDateInput(new Date()),
      amount: invoice.amount,
      reference: '',
    } satisfies PaymentValues,
    validate: validatePayment,
    mutation: payInvoiceMutation(invoice.id),
    toRequest: (values: PaymentValues) => {
      const input = toPayment(values);
      return { input, idempotencyKey: attempts.keyFor(input) };
    },
    successToast: () => t('invoices.payment.done', { concept: invoice.concept }),
    onSuccess: () => {
      attempts.reset();
      onClose();
    },
  });
  const amount = words.money(invoice.amount, invoice.currency);
  return (
    <FormDialog
      form={form}
      title={t('invoices.payment.title')}
      submitLabel={t('invoices.payment.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {person
            ? t('invoices.payment.introPerson', { concept: invoice.concept, person, amount })
            : t('invoices.payment.intro', { concept: invoice.concept, amount })}
        </Typography>
      }
    >
      <DateField name="paid_on" label={t('invoices.payment.paidOn')} />
      <TextField
        name="amount"
        label={t('invoices.payment.amount', { currency: invoice.currency })}
        helperText={t('invoices.payment.amountHelp')}
        decimal
        required
      />
      <TextField
        name="reference"
        label={t('invoices.payment.reference')}
        helperText={t('invoices.payment.referenceHelp')}
        maxLength={INVOICE_LIMITS.referenceMax}
      />
    </FormDialog>
  );
}
