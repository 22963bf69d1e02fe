import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

type Sentence = (typeof notificationKinds)[string]['sentence'];
const notification = {} as Parameters<Sentence>[0];

describe('the challenges notification kinds', () => {
  it('tell the title, the rewards and the reason', async () => {
    const i18n = await createTestI18n('es');
    const words = (data: Record<string, unknown>, actor: string | null = null) => ({
      t: i18n.t,
      number: (value: number) => String(value),
      name: (item: { name: string }) => item.name,
      actor,
      text: (field: string) => (typeof data[field] === 'string' ? data[field] : null),
      count: (field: string) => (typeof data[field] === 'number' ? data[field] : null),
    });
    const say = (kind: string, data: Record<string, unknown>, actor: string | null = null) =>
      notificationKinds[kind]!.sentence(notification, words(data, actor));
    expect(say('challenge_launched', { name: 'Caminar' })).toBe('Nuevo reto: «Caminar». ¡Súmate!');
    expect(say('challenge_completed', { name: 'Caminar', points: 100, badge: 'Atleta' })).toBe(
      '¡Cumpliste la meta de «Caminar»! Ganaste 100 puntos · insignia «Atleta».',
    );
    expect(say('challenge_claim_rejected', { name: 'Caminar', reason: 'Sin foto' })).toBe(
      'Rechazaron tu reclamo en «Caminar»: Sin foto',
    );
    expect(say('challenge_claim_pending', { name: 'Caminar' }, 'Ana Torres')).toBe(
      'Ana Torres envió un reclamo en «Caminar» para revisar',
    );
  });
});
