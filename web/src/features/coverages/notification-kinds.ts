// The notifications coverages raise: a change to one's dependants decided (data: dependant_id,
// name, change "add"/"edit"/"remove", status "approved" or "rejected", reason), leading to the
// person's page (/coverages); and, for admins, a policy ending within 30 days (data: policy_id,
// name, ends_on), leading to the console's section (/admin/coverages).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Coberturas".
const group: NotificationGroup = { label: 'coverages.notifications.group', order: 49.75 };

const decided = (_notification: unknown, { t, text }: SentenceWords): string => {
  const name = text('name');
  const approved = text('status') === 'approved';
  const base = name
    ? t(`coverages.notifications.${approved ? 'approved' : 'rejected'}`, { name })
    : t(`coverages.notifications.${approved ? 'approvedNoName' : 'rejectedNoName'}`);
  const reason = text('reason');
  return !approved && reason
    ? t('coverages.notifications.withReason', { sentence: base, reason })
    : base;
};

/** "2026-12-31" as "31/12/2026" (the app's dd/MM/yyyy in both languages). */
const dayWords = (day: string) => {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
};

const renewal = (_notification: unknown, { t, text }: SentenceWords): string => {
  const name = text('name') ?? '';
  const endsOn = text('ends_on');
  return t('coverages.notifications.renewal', { name, date: endsOn ? dayWords(endsOn) : '' });
};

export const notificationKinds: NotificationKinds = {
  coverage_dependant_decided: {
    label: 'coverages.notifications.decided',
    group,
    sentence: decided,
  },
  coverage_renewal_due: {
    label: 'coverages.notifications.renewalLabel',
    group,
    sentence: renewal,
  },
};
