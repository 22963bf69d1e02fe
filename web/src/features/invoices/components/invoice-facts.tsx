import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '../api/invoices';
import { useInvoiceFormat } from '../lib/invoice-words';

export type InvoiceFactsProps = {
  invoice: Invoice;
  /** The request's words when the invoice is linked to one ("Viáticos · n.º 12"). */
  request?: string | null;
};

/** What an invoice says, as a list of terms: the amount and date and, for a CFDI, what was read
 *  from it (issuer's RFC and name, receiver's RFC, fiscal folio); the linked request. */
export function InvoiceFacts({ invoice, request }: InvoiceFactsProps) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const rows: [string, string, string][] = [
    ['amount', t('invoices.facts.amount'), words.money(invoice.amount, invoice.currency)],
    ['issued_on', t('invoices.facts.issuedOn'), words.date(invoice.issued_on)],
  ];
  if (invoice.issuer_rfc)
    rows.push(['issuer_rfc', t('invoices.facts.issuerRfc'), invoice.issuer_rfc]);
  if (invoice.issuer_name)
    rows.push(['issuer_name', t('invoices.facts.issuerName'), invoice.issuer_name]);
  if (invoice.receiver_rfc)
    rows.push(['receiver_rfc', t('invoices.facts.receiverRfc'), invoice.receiver_rfc]);
  if (invoice.cfdi_uuid) rows.push(['cfdi_uuid', t('invoices.facts.folio'), invoice.cfdi_uuid]);
  if (request) rows.push(['request', t('invoices.facts.request'), request]);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {rows.map(([key, term, value]) => (
        <Box key={key} sx={{ display: 'contents' }} data-fact={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              mb: { xs: 1, sm: 0 },
              overflowWrap: 'anywhere',
              fontWeight: key === 'amount' ? 700 : undefined,
              fontFamily: key === 'cfdi_uuid' || key.endsWith('rfc') ? 'monospace' : undefined,
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
