import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

type Sentence = (typeof notificationKinds)[string]['sentence'];
const notification = {} as Parameters<Sentence>[0];

async function say(lng: 'es' | 'en', data: Record<string, unknown>) {
  const i18n = await createTestI18n(lng);
  const format = new Intl.NumberFormat(lng === 'en' ? 'en-US' : 'es-ES');
  return notificationKinds.analytics_digest!.sentence(notification, {
    t: i18n.t,
    number: (value: number) => format.format(value),
    name: (item: { name: string }) => item.name,
    actor: null,
    text: (field: string) => (typeof data[field] === 'string' ? data[field] : null),
    count: (field: string) => (typeof data[field] === 'number' ? data[field] : null),
  });
}

describe('the analytics digest notification', () => {
  it("tells the view's figure and how many groups changed, in the person's language", async () => {
    const data = {
      view_id: 7,
      name: 'Participación',
      unit: 'percent',
      value: 0.42,
      changed_groups: 2,
    };
    expect(await say('es', data)).toBe(
      'Resumen de «Participación»: 42 % (2 grupos con cambio significativo)',
    );
    expect(await say('en', data)).toBe(
      'Digest of “Participación”: 42% (2 groups with a significant change)',
    );
  });

  it('writes counts whole, one group in the singular and a view without a figure by its name', async () => {
    expect(
      await say('en', { name: 'Recognitions', unit: 'count', value: 1234, changed_groups: 1 }),
    ).toBe('Digest of “Recognitions”: 1,234 (1 group with a significant change)');
    expect(await say('es', { name: 'Recognitions', unit: 'count' })).toBe(
      'Resumen de «Recognitions»',
    );
  });
});
