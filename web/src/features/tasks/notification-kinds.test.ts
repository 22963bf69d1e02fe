import { describe, expect, it } from 'vitest';

import type { Notification } from '@/api/types';
import type { SentenceWords } from '@/lib/modules/manifest';
import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

const words = async (data: Record<string, string>, actor: string | null) => {
  const { t } = await createTestI18n('es');
  return {
    t,
    number: String,
    name: () => '',
    actor,
    text: (field: string) => data[field] ?? null,
    count: () => null,
  } as unknown as SentenceWords;
};

const sentence = async (kind: string, data: Record<string, string>, actor: string | null = null) =>
  notificationKinds[kind]!.sentence({} as Notification, await words(data, actor));

describe("the tasks' notifications", () => {
  it('tell the task by its title and who did it', async () => {
    expect(await sentence('task_assigned', { name: 'Firmar contrato' }, 'Luis Herrera')).toBe(
      'Luis Herrera te asignó «Firmar contrato»',
    );
    expect(await sentence('task_due_today', { name: 'Firmar contrato' })).toBe(
      '«Firmar contrato» vence hoy',
    );
    expect(await sentence('task_unblocked', { name: 'Reunión' })).toBe(
      '«Reunión» ya se puede hacer: terminaron lo que esperaba',
    );
    expect(await sentence('task_comment', { name: 'Reunión' }, 'Ana Torres')).toBe(
      'Ana Torres comentó en «Reunión»',
    );
  });

  it('still say something without a title', async () => {
    expect(await sentence('task_assigned', {})).toBe('Tienes una tarea nueva');
  });
});
