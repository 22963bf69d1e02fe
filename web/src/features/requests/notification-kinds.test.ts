import { describe, expect, it } from 'vitest';

import { createTestI18n } from '@/testing/test-i18n';

import { notificationKinds } from './notification-kinds';

type Sentence = (typeof notificationKinds)[string]['sentence'];
const notification = {} as Parameters<Sentence>[0];

async function sayer(lng: 'es' | 'en') {
  const i18n = await createTestI18n(lng);
  return (kind: string, data: Record<string, unknown>, actor: string | null = 'Ana Torres') =>
    notificationKinds[kind]!.sentence(notification, {
      t: i18n.t,
      number: (value: number) => String(value),
      name: (item: { name: string; name_en?: string | null }) =>
        lng === 'en' && item.name_en ? item.name_en : item.name,
      actor,
      text: (field: string) => (typeof data[field] === 'string' ? data[field] : null),
      count: (field: string) => (typeof data[field] === 'number' ? data[field] : null),
    });
}

const HOME = { request_id: 31, name: 'Días de home office', name_en: 'Home office days' };

describe('the requests notification kinds', () => {
  it('tell each one by the type in the UI language, who acted and the reason', async () => {
    const es = await sayer('es');
    expect(es('request_to_decide', HOME)).toBe(
      'Ana Torres te pide aprobar la solicitud «Días de home office»',
    );
    expect(es('request_decided', { ...HOME, status: 'approved' })).toBe(
      'Tu solicitud «Días de home office» fue aprobada',
    );
    expect(es('request_decided', { ...HOME, status: 'rejected', reason: 'Sin cupo' })).toBe(
      'Tu solicitud «Días de home office» fue rechazada: Sin cupo',
    );
    expect(es('request_commented', HOME, 'Luis Herrera')).toBe(
      'Luis Herrera comentó la solicitud «Días de home office»',
    );
    expect(es('request_overdue', HOME)).toBe(
      'La solicitud «Días de home office» pasó su plazo y espera tu decisión',
    );
    expect(es('request_to_decide', {}, null)).toBe('Una persona te pide aprobar una solicitud');
    expect(es('request_step_overdue', { ...HOME, step: 2 })).toBe(
      'El paso 2 de la solicitud «Días de home office» pasó su plazo y espera tu decisión',
    );

    const en = await sayer('en');
    expect(en('request_decided', { ...HOME, status: 'rejected', reason: 'No room' })).toBe(
      'Your request “Home office days” was rejected: No room',
    );
    expect(en('request_step_overdue', { ...HOME, step: 1 })).toBe(
      'Step 1 of the request “Home office days” is past its deadline and waits for your decision',
    );
    expect(en('request_step_overdue', {})).toBe(
      'A step of a request is past its deadline and waits for your decision',
    );
    expect(en('request_commented', { request_id: 3, name: 'Constancia laboral' })).toBe(
      'Ana Torres commented on the request “Constancia laboral”',
    );
  });
});
