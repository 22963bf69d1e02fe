import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateField } from '@/components/form/fields/date-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { toDateInput } from '@/lib/date-input';
import { useAppStore } from '@/stores/app-store';

import {
  INVOICE_LIMITS,
  myRequestsQueryOptions,
  submitInvoiceMutation,
  type Invoice,
} from '../api/invoices';
import { folioIn, useInvoiceErrorMessage, useInvoiceFormat } from '../lib/invoice-words';

import { FileChoiceField } from './file-choice-field';
import {
  RECEIPT_TYPES,
  XML_TYPES,
  emptyUpload,
  receiptProblem,
  toUpload,
  validateUpload,
  xmlProblem,
  type UploadValues,
} from './upload-form-schema';

/** The currencies offered without an XML (the server takes any three-letter code). */
const CURRENCIES = ['MXN', 'USD', 'EUR', 'CAD', 'CLP', 'COP', 'PEN', 'ARS', 'BRL', 'GTQ'] as const;

export type UploadDialogProps = {
  onClose: () => void;
  /** After the upload: the invoice as the server stored it (with what it read from the CFDI). */
  onUploaded: (invoice: Invoice) => void;
};

/** "Subir factura": the concept, optionally one of my requests, the CFDI's XML and/or the receipt
 *  and, without an XML, the amount, currency and date. The server's checks are repeated here; its
 *  refusals land under their fields (a CFDI it cannot read, or one registered already, under the
 *  XML). The form stays as it was after a refusal. */
export function UploadDialog({ onClose, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const describeError = useInvoiceErrorMessage();
  const requestsOn = useAppStore((state) => state.services.requests);
  const requests = useQuery({ ...myRequestsQueryOptions(), enabled: requestsOn });
  const form = useMutationForm({
    defaultValues: emptyUpload(),
    validate: (values: UploadValues) => validateUpload(values, toDateInput(new Date())),
    mutation: submitInvoiceMutation(),
    toRequest: toUpload,
    codeFields: { invoice_duplicate: 'xml', invalid_cfdi: 'xml' },
    onSuccess: (invoice) => onUploaded(invoice),
  });
  const failure = form.mutation.error ? toApiError(form.mutation.error) : null;
  const xmlServerMessage =
    failure?.code === 'invalid_cfdi'
      ? t('invoices.upload.invalidCfdi', {
          reason: failure.fields.xml ?? failure.serverMessage ?? '',
        })
      : failure?.code === 'invoice_duplicate'
        ? folioIn(failure.serverMessage)
          ? t('invoices.upload.duplicate', { folio: folioIn(failure.serverMessage) })
          : t('invoices.upload.duplicateNoFolio')
        : undefined;
  const linkable = requests.data?.items ?? [];
  return (
    <FormDialog
      form={form}
      title={t('invoices.upload.title')}
      submitLabel={t('invoices.upload.submit')}
      onClose={onClose}
      describeError={describeError}
      intro={<Typography color="text.secondary">{t('invoices.upload.intro')}</Typography>}
    >
      <TextField
        name="concept"
        label={t('invoices.upload.concept')}
        helperText={t('invoices.upload.conceptHelp')}
        maxLength={INVOICE_LIMITS.conceptMax}
        required
      />
      {linkable.length > 0 ? (
        <SelectField
          name="request_id"
          label={t('invoices.upload.request')}
          helperText={t('invoices.upload.requestHelp')}
          options={[
            { value: '', label: t('invoices.upload.noRequest') },
            ...linkable.map((request) => ({
              value: String(request.id),
              label: `${words.request(request)} · ${words.date(request.created_at)}`,
            })),
          ]}
        />
      ) : null}
      <FileChoiceField
        name="xml"
        label={t('invoices.upload.xml')}
        accept={XML_TYPES}
        check={xmlProblem}
        chooseLabel={t('invoices.upload.chooseXml')}
        changeLabel={t('invoices.upload.changeXml')}
        removeLabel={t('invoices.upload.removeXml')}
        helperText={t('invoices.upload.xmlHelp')}
        serverMessage={xmlServerMessage}
        inputTestId="invoice-xml-input"
      />
      <FileChoiceField
        name="receipt"
        label={t('invoices.upload.receipt')}
        accept={RECEIPT_TYPES}
        check={receiptProblem}
        chooseLabel={t('invoices.upload.chooseReceipt')}
        changeLabel={t('invoices.upload.changeReceipt')}
        removeLabel={t('invoices.upload.removeReceipt')}
        helperText={t('invoices.upload.receiptHelp')}
        inputTestId="invoice-receipt-input"
      />
      <TypedAmount />
    </FormDialog>
  );
}

/** Without an XML: the amount, currency and date; with one, a word that they are read from it. */
function TypedAmount() {
  const { t } = useTranslation();
  const xml = useWatch<UploadValues, 'xml'>({ name: 'xml' });
  if (xml) return <Alert severity="info">{t('invoices.upload.fromXml')}</Alert>;
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="amount"
          label={t('invoices.upload.amount')}
          helperText={t('invoices.upload.amountHelp')}
          decimal
          required
          sx={{ flex: 2 }}
        />
        <SelectField
          name="currency"
          label={t('invoices.upload.currency')}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          sx={{ flex: 1 }}
        />
      </Stack>
      <DateField
        name="issued_on"
        label={t('invoices.upload.issuedOn')}
        helperText={t('invoices.upload.issuedOnHelp')}
      />
    </Stack>
  );
}
