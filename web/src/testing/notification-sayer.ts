// A module's notification kinds as a reader sees them: kind + payload → the sentence in Spanish
// or English, with the words a notification list gives (numbers in the language's format, texts
// and counts read from the payload, no actor). For the modules' notification-kinds tests.
import { formatNumber } from '@/lib/format-number';
import type { NotificationKinds } from '@/lib/modules/manifest';

import { createTestI18n } from './test-i18n';

export async function notificationSayer(kinds: NotificationKinds, lng: 'es' | 'en') {
  const i18n = await createTestI18n(lng);
  const number = (value: number) => formatNumber(value, lng);
  type Sentence = NotificationKinds[string]['sentence'];
  const notification = {} as Parameters<Sentence>[0];
  return (kind: string, data: Record<string, unknown>) =>
    kinds[kind]!.sentence(notification, {
      t: i18n.t,
      number,
      name: (item: { name: string }) => item.name,
      actor: null,
      text: (field: string) =>
        typeof data[field] === 'string' && data[field] !== '' ? data[field] : null,
      count: (field: string) => (typeof data[field] === 'number' ? data[field] : null),
    });
}
