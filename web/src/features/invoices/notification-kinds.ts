// The notifications invoices raise: an invoice decided (data: invoice_id, name, amount, currency,
// status_es/status_en "aprobada"/"approved" or "rechazada"/"rejected", reason) and an invoice
// paid (data: invoice_id, name, amount, currency, paid_on), each told by the invoice's concept and
// amount, with the reason of a rejection and the payment's date. They lead to the invoice's page
// (/invoices/{invoice_id}, the notification's link).
import { dateInputToTyped } from '@/lib/date-input';
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Facturas".
const group: NotificationGroup = { label: 'invoices.notifications.group', order: 49.9 };

/** "1160.00" in MXN as "1160,00 MXN" (es) / "1,160.00 MXN" (en): the words' own number format,
 *  with two decimals. */
function amountWords(words: SentenceWords): string | null {
  const amount = words.text('paid_amount') ?? words.text('amount');
  const currency = words.text('currency') ?? '';
  const cents = amount === null ? Number.NaN : Math.round(Number(amount) * 100);
  if (!Number.isFinite(cents)) return amount;
  const decimal = words.number(1.5).replace(/\d/g, '') || '.';
  const fraction = String(cents % 100).padStart(2, '0');
  return `${words.number(Math.trunc(cents / 100))}${decimal}${fraction} ${currency}`.trim();
}

const decided = (_notification: unknown, words: SentenceWords): string => {
  const { t, text } = words;
  const name = text('name');
  const amount = amountWords(words);
  const approved = text('status_en') === 'approved';
  const which = name ? (amount ? 'withAmount' : 'named') : 'unnamed';
  const base = t(`invoices.notifications.${approved ? 'approved' : 'rejected'}.${which}`, {
    name: name ?? '',
    amount: amount ?? '',
  });
  const reason = text('reason');
  return !approved && reason
    ? t('invoices.notifications.withReason', { sentence: base, reason })
    : base;
};

const paid = (_notification: unknown, words: SentenceWords): string => {
  const { t, text } = words;
  const name = text('name');
  const amount = amountWords(words);
  const day = text('paid_on');
  const base = name
    ? t('invoices.notifications.paid.named', { name, amount: amount ?? '' })
    : t('invoices.notifications.paid.unnamed', { amount: amount ?? '' });
  return day
    ? t('invoices.notifications.paid.on', { sentence: base, date: dateInputToTyped(day) })
    : base;
};

export const notificationKinds: NotificationKinds = {
  invoice_decided: { label: 'invoices.notifications.decided', group, sentence: decided },
  invoice_paid: { label: 'invoices.notifications.paidLabel', group, sentence: paid },
};
