import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { PersonLink } from '@/components/people/person-link';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  ADMIN_INVOICES_PAGE_SIZE,
  adminInvoicesQueryOptions,
  exportFileName,
  exportInvoicesMutation,
  type AdminInvoice,
} from '../api/admin-invoices';
import type { InvoiceStatus } from '../api/invoices';
import { InvoiceStatusChip } from '../components/invoice-status-chip';
import { useInvoiceFormat } from '../lib/invoice-words';
import { invoicePath, invoicesParams, invoicesPaths } from '../paths';

import { PaymentDialog } from './payment-dialog';
import { ReceiverRfcPanel } from './receiver-rfc-panel';

const STATUSES: readonly InvoiceStatus[] = [
  'submitted',
  'approved',
  'paid',
  'rejected',
  'withdrawn',
];
const isStatus = (value: string | null): value is InvoiceStatus =>
  STATUSES.some((status) => status === value);

/** The console's invoices (`/admin/invoices`, `?invoicesStatus=` the filter): every invoice with
 *  its person, newest first, paged; "Registrar pago" on approved ones; the payroll CSV of the
 *  ones to pay and of the paid ones. Decisions are taken in the approvals inbox. */
export function InvoicesAdminPage() {
  const { t } = useTranslation();
  const id = useId();
  const words = useInvoiceFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get(invoicesParams.status);
  const status = isStatus(asked) ? asked : null;
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_INVOICES_PAGE_SIZE);
  const list = useQuery(adminInvoicesQueryOptions(status, page, perPage));
  const [paying, setPaying] = useState<AdminInvoice | null>(null);
  useDocumentTitle(t('invoices.admin.title'));
  const filter = (next: string) => {
    setParams(next ? { [invoicesParams.status]: next } : {}, { replace: true });
    setPage(0);
  };
  const whose = (invoice: AdminInvoice) => invoice.person?.full_name ?? t('invoices.admin.someone');
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('invoices.admin.title')}
        description={t('invoices.admin.description')}
        action={
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <DownloadButton
              mutation={exportInvoicesMutation('approved')}
              fileName={exportFileName('approved')}
              label={t('invoices.admin.exportApproved')}
              icon={<FileDownloadOutlined />}
            />
            <DownloadButton
              mutation={exportInvoicesMutation('paid')}
              fileName={exportFileName('paid')}
              label={t('invoices.admin.exportPaid')}
              icon={<FileDownloadOutlined />}
            />
          </Stack>
        }
      />
      <Typography color="text.secondary">
        {t('invoices.admin.decide')}{' '}
        <Link component={RouterLink} to={invoicesPaths.inbox}>
          {t('invoices.admin.inbox')}
        </Link>
      </Typography>
      <ReceiverRfcPanel />
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <SelectInput
          id={`${id}-status`}
          label={t('invoices.admin.status')}
          value={status ?? ''}
          onChange={(event) => filter(event.target.value)}
          options={[
            { value: '', label: t('invoices.admin.anyStatus') },
            ...STATUSES.map((entry) => ({
              value: entry,
              label: t(`invoices.admin.statusFilter.${entry}`),
            })),
          ]}
        />
      </Box>
      <ResourceTable
        tableId="invoices-admin"
        query={list}
        rows={(data) => data.items}
        rowKey={(invoice: AdminInvoice) => invoice.id}
        rowProps={(invoice) => ({ 'data-invoice': String(invoice.id) })}
        label={t('invoices.admin.label')}
        loadingLabel={t('invoices.admin.loading')}
        empty={
          <EmptyState
            icon="🧾"
            title={status ? t('invoices.admin.emptyStatus') : t('invoices.admin.empty')}
            body={status ? t('invoices.admin.emptyStatusBody') : t('invoices.admin.emptyBody')}
          />
        }
        columns={[
          {
            key: 'person',
            header: t('invoices.admin.columns.person'),
            rowHeader: true,
            render: (invoice) =>
              invoice.person ? (
                <PersonLink person={invoice.person} fontWeight={600} />
              ) : (
                t('invoices.admin.someone')
              ),
          },
          {
            key: 'concept',
            header: t('invoices.admin.columns.concept'),
            cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
            render: (invoice) => invoice.concept,
          },
          {
            key: 'amount',
            header: t('invoices.admin.columns.amount'),
            align: 'right',
            nowrap: true,
            render: (invoice) => words.money(invoice.amount, invoice.currency),
          },
          {
            key: 'issued',
            header: t('invoices.admin.columns.issued'),
            nowrap: true,
            render: (invoice) => words.date(invoice.issued_on),
          },
          {
            key: 'status',
            header: t('invoices.admin.columns.status'),
            render: (invoice) => <InvoiceStatusChip status={invoice.status} />,
          },
          {
            key: 'cfdi',
            header: t('invoices.admin.columns.cfdi'),
            cellStyle: { minWidth: 140, overflowWrap: 'anywhere' },
            render: (invoice) =>
              invoice.issuer_rfc ? (
                <Stack spacing={0.25}>
                  <span>{invoice.issuer_rfc}</span>
                  {invoice.cfdi_uuid ? (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {invoice.cfdi_uuid}
                    </Typography>
                  ) : null}
                </Stack>
              ) : (
                t('invoices.admin.receiptOnly')
              ),
          },
          {
            key: 'outcome',
            header: t('invoices.admin.columns.outcome'),
            cellStyle: { minWidth: 160, overflowWrap: 'anywhere' },
            render: (invoice) => <Outcome invoice={invoice} />,
          },
          {
            key: 'submitted',
            header: t('invoices.admin.columns.submitted'),
            nowrap: true,
            render: (invoice) => <DateText value={invoice.created_at} />,
          },
        ]}
        actions={{
          header: t('invoices.admin.columns.actions'),
          render: (invoice) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                component={RouterLink}
                to={invoicePath(invoice.id)}
                aria-label={t('invoices.admin.openLabel', {
                  concept: invoice.concept,
                  person: whose(invoice),
                })}
              >
                {t('invoices.admin.open')}
              </Button>
              {invoice.status === 'approved' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setPaying(invoice)}
                  aria-label={t('invoices.admin.payLabel', {
                    concept: invoice.concept,
                    person: whose(invoice),
                  })}
                >
                  {t('invoices.payment.open')}
                </Button>
              ) : null}
            </Stack>
          ),
        }}
        pagination={(data) => (
          <ListPagination
            meta={{
              ...data.meta,
              // The server does not count; on the last page the total is known.
              total:
                data.meta.total ??
                (data.meta.hasMore === false ? page * perPage + data.items.length : null),
            }}
            {...controls}
          />
        )}
      />
      {paying ? (
        <PaymentDialog invoice={paying} person={whose(paying)} onClose={() => setPaying(null)} />
      ) : null}
    </Stack>
  );
}

/** What became of it: the reason of a rejection, the payment (date, amount, reference), "—". */
function Outcome({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  if (invoice.status === 'paid' && invoice.paid_on)
    return (
      <Stack spacing={0.25}>
        <span>
          {t('invoices.admin.paidOn', {
            date: words.date(invoice.paid_on),
            amount: words.money(invoice.paid_amount ?? invoice.amount, invoice.currency),
          })}
        </span>
        {invoice.payment_reference ? (
          <Typography variant="body2" color="text.secondary">
            {t('invoices.timeline.reference', { reference: invoice.payment_reference })}
          </Typography>
        ) : null}
      </Stack>
    );
  if (invoice.status === 'rejected' && invoice.reason)
    return <>{t('invoices.page.reason', { reason: invoice.reason })}</>;
  return <>—</>;
}
