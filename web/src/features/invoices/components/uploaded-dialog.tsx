import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ViewDialog } from '@/components/dialog/view-dialog';

import type { Invoice } from '../api/invoices';
import { invoicePath } from '../paths';

import { InvoiceFacts } from './invoice-facts';

export type UploadedDialogProps = { invoice: Invoice; onClose: () => void };

/** After an upload: that it is in review and, for a CFDI, what the server read from it (amount,
 *  date, issuer's RFC, fiscal folio), to check before anyone reviews it; a way to its page. */
export function UploadedDialog({ invoice, onClose }: UploadedDialogProps) {
  const { t } = useTranslation();
  const readId = useId();
  const cfdi = invoice.cfdi_uuid !== null;
  return (
    <ViewDialog
      title={t('invoices.uploaded.title')}
      onClose={onClose}
      closeLabel={t('invoices.uploaded.done')}
    >
      <Stack spacing={2} data-testid="invoice-uploaded">
        <Typography>{t('invoices.uploaded.body', { concept: invoice.concept })}</Typography>
        <Stack component="section" spacing={1} aria-labelledby={readId}>
          <Typography id={readId} variant="h3" component="h3">
            {cfdi ? t('invoices.uploaded.read') : t('invoices.uploaded.typed')}
          </Typography>
          <InvoiceFacts invoice={invoice} />
          {cfdi ? (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.uploaded.readHelp')}
            </Typography>
          ) : null}
        </Stack>
        <Typography>
          <Link component={RouterLink} to={invoicePath(invoice.id)} onClick={onClose}>
            {t('invoices.uploaded.open')}
          </Link>
        </Typography>
      </Stack>
    </ViewDialog>
  );
}
