// The notification benefits raise: a request decided (data: benefit_id, name, name_en, status
// "approved" or "rejected", reason), told by the benefit's name and, when rejected, the reason. It leads to
// the benefit's page (/benefits_page/{benefit_id}, the notification's link).
import type { NotificationGroup, NotificationKinds, SentenceWords } from '@/lib/modules/manifest';

// In the settings, under a group of its own: "Beneficios".
const group: NotificationGroup = { label: 'benefits.notifications.group', order: 49.7 };

const decided = (_notification: unknown, { t, text, name: worded }: SentenceWords): string => {
  const spanish = text('name');
  // The benefit's English title (name_en) when the UI is in English and it has one.
  const name = spanish ? worded({ name: spanish, name_en: text('name_en') }) : null;
  const reason = text('reason');
  const approved = text('status') === 'approved';
  if (approved)
    return name
      ? t('benefits.notifications.approved', { name })
      : t('benefits.notifications.approvedNoName');
  const base = name
    ? t('benefits.notifications.rejected', { name })
    : t('benefits.notifications.rejectedNoName');
  return reason ? t('benefits.notifications.withReason', { sentence: base, reason }) : base;
};

export const notificationKinds: NotificationKinds = {
  benefit_request_decided: {
    label: 'benefits.notifications.decided',
    group,
    sentence: decided,
  },
};
