import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

type Sentence = (typeof notificationKinds)[string]['sentence'];
const notification = {} as Parameters<Sentence>[0];

describe('the files notification kinds', () => {
  it('tell which document expires and when, in both languages', async () => {
    for (const [lng, expected] of [
      ['es', 'El documento «Reglamento» vence el 31/12/2026: revísalo o sube una versión nueva'],
      ['en', 'The document “Reglamento” expires on 31/12/2026: review it or upload a new version'],
    ] as const) {
      const i18n = await createTestI18n(lng);
      const words = (data: Record<string, unknown>) => ({
        t: i18n.t,
        number: (value: number) => String(value),
        name: (item: { name: string }) => item.name,
        actor: null,
        text: (field: string) => (typeof data[field] === 'string' ? data[field] : null),
        count: () => null,
      });
      const say = (data: Record<string, unknown>) =>
        notificationKinds.file_expiring!.sentence(notification, words(data));
      expect(say({ name: 'Reglamento', expires_on: '2026-12-31' })).toBe(expected);
    }
    const i18n = await createTestI18n('es');
    expect(
      notificationKinds.file_expiring!.sentence(notification, {
        t: i18n.t,
        number: String,
        name: (item) => item.name,
        actor: null,
        text: () => null,
        count: () => null,
      }),
    ).toBe('Un documento de tus carpetas vence pronto: revísalo o sube una versión nueva');
  });
});
