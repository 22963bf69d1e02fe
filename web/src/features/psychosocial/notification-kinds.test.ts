import { describe, expect, it } from 'vitest';

import type { Notification } from '@/api/types';
import type { SentenceWords } from '@/lib/modules/manifest';
import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

const sentence = async (
  kind: string,
  data: Record<string, string> = {},
  lng: 'es' | 'en' = 'es',
) => {
  const { t } = await createTestI18n(lng);
  const words = {
    t,
    number: String,
    name: () => '',
    actor: null,
    text: (field: string) => data[field] ?? null,
    count: () => null,
  } as unknown as SentenceWords;
  return notificationKinds[kind]!.sentence({} as Notification, words);
};

describe("the psychosocial module's notifications", () => {
  it('invite to the workplace named, in both languages', async () => {
    expect(await sentence('psychosocial_invited', { workplace: 'Planta Monterrey' })).toBe(
      'Responde el cuestionario NOM-035 de Planta Monterrey',
    );
    expect(await sentence('psychosocial_invited', { workplace: 'Planta Monterrey' }, 'en')).toBe(
      'Answer the NOM-035 questionnaire of Planta Monterrey',
    );
    expect(await sentence('psychosocial_invited')).toBe(
      'Responde el cuestionario NOM-035 de tu centro de trabajo',
    );
  });

  it('tell the health staff of a referral without naming the person', async () => {
    expect(await sentence('psychosocial_referral', { name: 'Ana Ruiz' })).toBe(
      'Una persona requiere valoración clínica (Guía I)',
    );
  });
  it('remind admins of the next identification with its day', async () => {
    expect(
      await sentence('psychosocial_due', { workplace: 'Planta Monterrey', due_on: '2028-03-20' }),
    ).toBe(
      'La identificación NOM-035 de Planta Monterrey vence el 20/03/2028: programa la siguiente aplicación.',
    );
    expect(
      await sentence(
        'psychosocial_due',
        { workplace: 'Planta Monterrey', due_on: '2028-03-20' },
        'en',
      ),
    ).toBe(
      'The NOM-035 identification of Planta Monterrey is due on 20/03/2028: schedule the next application.',
    );
  });
});
