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

describe("the suggestions' notifications", () => {
  it('tell a status change by the title and the new status, never by who moved it', async () => {
    expect(
      await sentence('suggestion_status', { name: 'Más plantas', status: 'aceptada' }, 'Adriana'),
    ).toBe('Tu sugerencia «Más plantas» pasó a aceptada');
    expect(
      await sentence('idea_status', { name: 'Reuniones de pie', status: 'implementada' }),
    ).toBe('Tu idea «Reuniones de pie» pasó a implementada');
    expect(
      await sentence(
        'idea_status',
        { name: 'Standing meetings', status: 'en_evaluacion' },
        null,
        'en',
      ),
    ).toBe('Your idea “Standing meetings” is now being evaluated');
  });

  it('tell a comment by who wrote it and an opened campaign by its question', async () => {
    expect(await sentence('idea_comment', { name: 'Reuniones de pie' }, 'Luis Herrera')).toBe(
      'Luis Herrera comentó en «Reuniones de pie»',
    );
    expect(await sentence('campaign_opened', { name: '¿Cómo reducimos las reuniones?' })).toBe(
      'Nueva campaña de ideas: «¿Cómo reducimos las reuniones?»',
    );
  });

  it('still say something without a title or with an unknown status', async () => {
    expect(await sentence('suggestion_status', {})).toBe('Una de tus sugerencias cambió de estado');
    expect(await sentence('idea_status', { name: 'X', status: 'otro' })).toBe(
      'Tu idea «X» cambió de estado',
    );
  });
});
