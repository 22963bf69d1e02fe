import { describe, expect, it } from 'vitest';

import type { Notification } from '@/api/types';
import type { SentenceWords } from '@/lib/modules/manifest';
import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

const words = async (lng: 'es' | 'en', data: Record<string, string>, actor: string | null) => {
  const { t } = await createTestI18n(lng);
  return {
    t,
    number: String,
    name: () => '',
    actor,
    text: (field: string) => data[field] ?? null,
    count: () => null,
  } as unknown as SentenceWords;
};

const sentence = async (
  kind: string,
  data: Record<string, string>,
  actor: string | null = null,
  lng: 'es' | 'en' = 'es',
) => notificationKinds[kind]!.sentence({} as Notification, await words(lng, data, actor));

describe("the evaluations' notifications", () => {
  it('tell the cycle by its name and who did it', async () => {
    const name = { name: 'Evaluación 2030' };
    expect(await sentence('evaluation_review_due', name)).toBe(
      'Tienes una evaluación por escribir en «Evaluación 2030»',
    );
    expect(await sentence('evaluation_shared', name, 'Luis Soto')).toBe(
      'Luis Soto compartió tu resultado de «Evaluación 2030»',
    );
    expect(await sentence('evaluation_acknowledged', name, 'Ana Rojas')).toBe(
      'Ana Rojas confirmó que leyó su resultado de «Evaluación 2030»',
    );
    expect(await sentence('evaluation_shared', name, 'Luis Soto', 'en')).toBe(
      'Luis Soto shared your result of “Evaluación 2030”',
    );
  });

  it('still say something without a name', async () => {
    expect(await sentence('evaluation_peer_request', {})).toBe('Te pidieron evaluar a un par');
    expect(await sentence('evaluation_acknowledged', {})).toBe(
      'Alguien confirmó que leyó su resultado',
    );
  });

  it('word every kind the server raises', () => {
    expect(Object.keys(notificationKinds).sort()).toEqual(
      [
        'evaluation_review_due',
        'evaluation_nominate',
        'evaluation_nomination_approval',
        'evaluation_peer_request',
        'evaluation_reminder',
        'evaluation_shared',
        'evaluation_acknowledged',
        'evaluation_leader_reassigned',
      ].sort(),
    );
  });
});
