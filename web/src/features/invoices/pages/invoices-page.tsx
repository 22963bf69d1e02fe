import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { myInvoicesQueryOptions, type Invoice } from '../api/invoices';
import { InvoiceStatusChip } from '../components/invoice-status-chip';
import { UploadDialog } from '../components/upload-dialog';
import { UploadedDialog } from '../components/uploaded-dialog';
import { useInvoiceFormat } from '../lib/invoice-words';
import { invoicePath, invoicesPaths } from '../paths';

/** `/invoices` "Facturas": my invoices and receipts, newest first, a page at a time, each with
 *  its amount, date and state (the reason of a rejection, the payment once paid), and "Subir
 *  factura". Admins get a way into the console. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<Invoice | null>(null);
  const query = useInfiniteQuery({
    ...myInvoicesQueryOptions(),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items) }),
  });
  useDocumentTitle(t('invoices.page.title'));
  const upload = (
    <Button
      variant="contained"
      startIcon={<UploadFileOutlined />}
      onClick={() => setUploading(true)}
      sx={{ flexShrink: 0 }}
    >
      {t('invoices.page.upload')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{t('invoices.page.title')}</Typography>
          <Typography color="text.secondary">{t('invoices.page.description')}</Typography>
        </Box>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {isAdmin ? (
            <Button
              component={RouterLink}
              to={invoicesPaths.admin}
              variant="outlined"
              sx={{ flexShrink: 0 }}
            >
              {t('invoices.page.manage')}
            </Button>
          ) : null}
          {upload}
        </Stack>
      </Stack>
      <QueryContent
        query={query}
        loadingLabel={t('invoices.page.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon="🧾"
            title={t('invoices.page.empty')}
            body={t('invoices.page.emptyBody')}
          />
        }
      >
        {(data) => (
          <Stack spacing={1.5}>
            <Stack
              component="ul"
              spacing={1}
              aria-label={t('invoices.page.listLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {data.items.map((invoice) => (
                <InvoiceItem key={invoice.id} invoice={invoice} />
              ))}
            </Stack>
            <LoadMore query={query} label={t('invoices.page.more')} />
          </Stack>
        )}
      </QueryContent>
      {uploading ? (
        <UploadDialog
          onClose={() => setUploading(false)}
          onUploaded={(invoice) => {
            setUploading(false);
            setUploaded(invoice);
          }}
        />
      ) : null}
      {uploaded ? <UploadedDialog invoice={uploaded} onClose={() => setUploaded(null)} /> : null}
    </Stack>
  );
}

/** One of my invoices: its concept (to its page), state, amount and date; the reason of a
 *  rejection; the payment once paid. */
function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-invoice={invoice.id}>
      <Stack spacing={0.75}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Link
            component={RouterLink}
            to={invoicePath(invoice.id)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {invoice.concept}
          </Link>
          <InvoiceStatusChip status={invoice.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {words.money(invoice.amount, invoice.currency)}
          </Box>
          {' · '}
          {words.date(invoice.issued_on)}
          {' · '}
          {invoice.cfdi_uuid ? t('invoices.page.cfdi') : t('invoices.page.receiptOnly')}
        </Typography>
        {invoice.status === 'rejected' && invoice.reason ? (
          <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
            {t('invoices.page.reason', { reason: invoice.reason })}
          </Typography>
        ) : null}
        {invoice.status === 'paid' && invoice.paid_on ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {invoice.payment_reference
              ? t('invoices.page.paidReference', {
                  date: words.date(invoice.paid_on),
                  amount: words.money(invoice.paid_amount ?? invoice.amount, invoice.currency),
                  reference: invoice.payment_reference,
                })
              : t('invoices.page.paid', {
                  date: words.date(invoice.paid_on),
                  amount: words.money(invoice.paid_amount ?? invoice.amount, invoice.currency),
                })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
