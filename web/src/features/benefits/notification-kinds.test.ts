import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

type Sentence = (typeof notificationKinds)[string]['sentence'];
const notification = {} as Parameters<Sentence>[0];

describe('the benefits notification kind', () => {
  it('tells the decision with the benefit name and the reason of a rejection', async () => {
    for (const [lng, approved, rejected] of [
      [
        'es',
        'Tu solicitud de «Gimnasio» fue aprobada',
        'Tu solicitud de «Gimnasio» fue rechazada: Sin cupos',
      ],
      [
        'en',
        'Your request for “Gimnasio” was approved',
        'Your request for “Gimnasio” was rejected: Sin cupos',
      ],
    ] as const) {
      const i18n = await createTestI18n(lng);
      const say = (data: Record<string, unknown>) =>
        notificationKinds.benefit_request_decided!.sentence(notification, {
          t: i18n.t,
          number: (value: number) => String(value),
          name: (item: { name: string; name_en?: string | null }) =>
            lng === 'en' && item.name_en ? item.name_en : item.name,
          actor: null,
          text: (field: string) => (typeof data[field] === 'string' ? data[field] : null),
          count: (field: string) => (typeof data[field] === 'number' ? data[field] : null),
        });
      expect(say({ benefit_id: 2, name: 'Gimnasio', status: 'approved' })).toBe(approved);
      expect(
        say({ benefit_id: 2, name: 'Gimnasio', status: 'rejected', reason: 'Sin cupos' }),
      ).toBe(rejected);
    }
  });
});
