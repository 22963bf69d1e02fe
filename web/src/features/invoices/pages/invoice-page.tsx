import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { FormError } from '@/components/form/form-error';
import { NotFound } from '@/components/not-found';
import { showToast } from '@/components/toast/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';
import { useAppStore } from '@/stores/app-store';

import { PaymentDialog } from '../admin/payment-dialog';
import {
  invoiceQueryOptions,
  myRecentInvoicesQueryOptions,
  myRequestsQueryOptions,
  withdrawInvoiceMutation,
  type Invoice,
} from '../api/invoices';
import { InvoiceFacts } from '../components/invoice-facts';
import { InvoiceStatusChip } from '../components/invoice-status-chip';
import { StatusTimeline } from '../components/status-timeline';
import { useInvoiceErrorMessage, useInvoiceFormat } from '../lib/invoice-words';
import { invoicesPaths } from '../paths';

/** `/invoices/:invoiceId`: one invoice (mine; anyone's for admins): its amount and state, what it
 *  says (the CFDI's data), its files (signed links for an hour), its way so far, "Retirar" while
 *  it waits (mine only, asked first) and, for admins, "Registrar pago" once approved. */
export function InvoicePage() {
  const { t } = useTranslation();
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useQuery({ ...invoiceQueryOptions(id), enabled: valid });
  useDocumentTitle(invoice.data?.concept ?? t('invoices.detail.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={invoicesPaths.list} underline="hover">
          {t('invoices.detail.back')}
        </Link>
      </Box>
      <ItemQueryContent
        known={valid}
        query={invoice}
        loading={<LoadingBlock label={t('invoices.detail.loading')} />}
        notFound={<NotFound />}
      >
        {(data) => <InvoiceView invoice={data} />}
      </ItemQueryContent>
    </Stack>
  );
}

/** Whether an invoice is the signed-in person's: anyone but an admin only ever sees their own;
 *  an admin's own are among their newest invoices. */
function useIsMine(invoice: Invoice): boolean {
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const recent = useQuery({
    ...myRecentInvoicesQueryOptions(),
    enabled: isAdmin && invoice.status === 'submitted',
  });
  if (!isAdmin) return true;
  return recent.data?.items.some((entry) => entry.id === invoice.id) ?? false;
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const requestsOn = useAppStore((state) => state.services.requests);
  const requests = useQuery({
    ...myRequestsQueryOptions(),
    enabled: requestsOn && invoice.request_id !== null,
  });
  const mine = useIsMine(invoice);
  const [withdrawing, setWithdrawing] = useState(false);
  const [paying, setPaying] = useState(false);
  const linked = requests.data?.items.find((entry) => entry.id === invoice.request_id);
  const request =
    invoice.request_id === null
      ? null
      : linked
        ? words.request(linked)
        : t('invoices.requestNumber', { id: invoice.request_id });
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {invoice.concept}
            </Typography>
            <InvoiceStatusChip status={invoice.status} />
          </Stack>
          <Typography variant="h2" component="p" data-testid="invoice-amount">
            {words.money(invoice.amount, invoice.currency)}
          </Typography>
          <StatusNote invoice={invoice} />
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {invoice.status === 'submitted' && mine ? (
            <Button variant="outlined" color="error" onClick={() => setWithdrawing(true)}>
              {t('invoices.detail.withdraw')}
            </Button>
          ) : null}
          {isAdmin && invoice.status === 'approved' ? (
            <Button variant="contained" onClick={() => setPaying(true)}>
              {t('invoices.payment.open')}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button component={RouterLink} to={invoicesPaths.admin} variant="text">
              {t('invoices.detail.console')}
            </Button>
          ) : null}
        </Stack>
        <Section title={t('invoices.detail.facts')}>
          <InvoiceFacts invoice={invoice} request={request} />
        </Section>
        <Section title={t('invoices.detail.files')}>
          <Files invoice={invoice} />
        </Section>
        <Section title={t('invoices.detail.timeline')}>
          <StatusTimeline invoice={invoice} />
        </Section>
      </Stack>
      {withdrawing ? (
        <WithdrawDialog invoice={invoice} onClose={() => setWithdrawing(false)} />
      ) : null}
      {paying ? <PaymentDialog invoice={invoice} onClose={() => setPaying(false)} /> : null}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** One sentence on where the invoice stands. */
function StatusNote({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const text = (() => {
    switch (invoice.status) {
      case 'submitted':
        return t('invoices.detail.note.submitted');
      case 'approved':
        return t('invoices.detail.note.approved');
      case 'rejected':
        return invoice.reason
          ? t('invoices.detail.note.rejectedReason', { reason: invoice.reason })
          : t('invoices.detail.note.rejected');
      case 'paid':
        return t('invoices.detail.note.paid', {
          date: words.date(invoice.paid_on ?? invoice.issued_on),
          amount: words.money(invoice.paid_amount ?? invoice.amount, invoice.currency),
        });
      case 'withdrawn':
        return t('invoices.detail.note.withdrawn');
    }
  })();
  return (
    <Typography
      color={invoice.status === 'rejected' ? 'error.main' : 'text.secondary'}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

/** The XML and the receipt, through their signed links (an hour; the page reads them again). */
function Files({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  if (!invoice.xml_url && !invoice.receipt_url)
    return <Typography color="text.secondary">{t('invoices.detail.noFiles')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoice.xml_url ? (
        <li>
          <Link
            href={invoice.xml_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
          >
            <DescriptionOutlined fontSize="small" aria-hidden />
            {t('invoices.detail.xml')}
          </Link>
        </li>
      ) : null}
      {invoice.receipt_url ? (
        <li>
          <Link
            href={invoice.receipt_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            <ReceiptLongOutlined fontSize="small" aria-hidden />
            {t('invoices.detail.receipt', {
              name: invoice.receipt_name ?? t('invoices.detail.receiptFallback'),
            })}
          </Link>
        </li>
      ) : null}
    </Stack>
  );
}

/** "Retirar", asked first: the invoice leaves the review and is not reimbursed; one decided
 *  meanwhile (409 invoice_decided) is said in the dialog. */
function WithdrawDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const describe = useInvoiceErrorMessage();
  const attempts = useIdempotencyAttempts();
  const withdraw = useMutation(withdrawInvoiceMutation());
  const confirm = () =>
    withdraw.mutate(
      { id: invoice.id, idempotencyKey: attempts.keyFor(invoice.id) },
      {
        onSuccess: () => {
          attempts.reset();
          onClose();
          showToast(t('invoices.withdraw.done', { concept: invoice.concept }), 'success');
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={t('invoices.withdraw.title')}
      body={t('invoices.withdraw.body', { concept: invoice.concept })}
      confirmLabel={t('invoices.withdraw.confirm')}
      cancelLabel={t('invoices.withdraw.keep')}
      destructive
      pending={withdraw.isPending}
      error={<FormError error={withdraw.error} describe={describe} />}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
