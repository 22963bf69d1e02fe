import { describe, expect, it } from 'vitest';

import type { Notification } from '@/api/types';
import type { SentenceWords } from '@/lib/modules/manifest';
import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

const sentence = async (kind: string, data: Record<string, number> = {}) => {
  const { t } = await createTestI18n('es');
  const words = {
    t,
    number: String,
    name: () => '',
    actor: null,
    text: () => null,
    count: (field: string) => data[field] ?? null,
  } as unknown as SentenceWords;
  return notificationKinds[kind]!.sentence({} as Notification, words);
};

describe("the complaints channel's notifications", () => {
  it('say what happened without telling what the case is about', async () => {
    expect(await sentence('complaint_received')).toBe(
      'Llegó una denuncia nueva al canal de denuncias',
    );
    expect(await sentence('complaint_message')).toBe('Hay un mensaje nuevo en un caso del canal');
    expect(await sentence('complaint_assigned')).toBe('Te asignaron la investigación de un caso');
    expect(await sentence('complaint_reply')).toBe(
      'El comité respondió tu denuncia: ábrela con tu recibo y tu frase',
    );
  });

  it('count the days left of a deadline', async () => {
    expect(await sentence('complaint_deadline', { days: 1 })).toBe(
      'Un plazo legal de un caso vence en 1 día hábil',
    );
    expect(await sentence('complaint_deadline', { days: 3 })).toBe(
      'Un plazo legal de un caso vence en 3 días hábiles',
    );
    expect(await sentence('complaint_deadline')).toBe('Un plazo legal de un caso está por vencer');
  });
});
