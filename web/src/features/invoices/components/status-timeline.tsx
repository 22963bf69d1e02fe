import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '../api/invoices';
import { useInvoiceFormat } from '../lib/invoice-words';

type Step = { key: string; title: string; detail: string[]; done: boolean };

/** The invoice's way so far, oldest first: sent, decided (with the reason of a rejection) or
 *  withdrawn, paid (date, amount, reference), and the step it waits for. */
export function StatusTimeline({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const words = useInvoiceFormat();
  const on = (value: number | string | null) =>
    value === null ? [] : [t('invoices.timeline.on', { date: words.date(value) })];
  const steps: Step[] = [
    {
      key: 'submitted',
      title: t('invoices.timeline.submitted'),
      detail: on(invoice.created_at),
      done: true,
    },
  ];
  switch (invoice.status) {
    case 'submitted':
      steps.push({
        key: 'review',
        title: t('invoices.timeline.review'),
        detail: [t('invoices.timeline.reviewHelp')],
        done: false,
      });
      break;
    case 'withdrawn':
      steps.push({
        key: 'withdrawn',
        title: t('invoices.timeline.withdrawn'),
        detail: on(invoice.decided_at),
        done: true,
      });
      break;
    case 'rejected':
      steps.push({
        key: 'rejected',
        title: t('invoices.timeline.rejected'),
        detail: [
          ...on(invoice.decided_at),
          ...(invoice.reason ? [t('invoices.timeline.reason', { reason: invoice.reason })] : []),
        ],
        done: true,
      });
      break;
    case 'approved':
    case 'paid':
      steps.push({
        key: 'approved',
        title: t('invoices.timeline.approved'),
        detail: [
          ...on(invoice.decided_at),
          ...(invoice.reason ? [t('invoices.timeline.note', { note: invoice.reason })] : []),
        ],
        done: true,
      });
      steps.push(
        invoice.status === 'paid'
          ? {
              key: 'paid',
              title: t('invoices.timeline.paid'),
              detail: [
                ...on(invoice.paid_on),
                t('invoices.timeline.paidAmount', {
                  amount: words.money(invoice.paid_amount ?? invoice.amount, invoice.currency),
                }),
                ...(invoice.payment_reference
                  ? [t('invoices.timeline.reference', { reference: invoice.payment_reference })]
                  : []),
              ],
              done: true,
            }
          : {
              key: 'payment',
              title: t('invoices.timeline.payment'),
              detail: [t('invoices.timeline.paymentHelp')],
              done: false,
            },
      );
      break;
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.key}
          data-step={step.key}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === steps.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: step.done ? 'primary.main' : 'background.paper',
              border: 2,
              borderColor: step.done ? 'primary.main' : 'text.secondary',
            },
            '&::after':
              index === steps.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 8,
                    top: 20,
                    bottom: 0,
                    borderLeft: 2,
                    borderColor: 'divider',
                  },
          }}
        >
          <Typography
            sx={{ fontWeight: 600 }}
            color={step.done ? 'text.primary' : 'text.secondary'}
          >
            {step.title}
          </Typography>
          {step.detail.map((line) => (
            <Typography
              key={line}
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {line}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
