import { describe, expect, it } from 'vitest';

import { notificationSayer } from '@/testing/notification-sayer';

import { notificationKinds } from './notification-kinds';

const sayer = (lng: 'es' | 'en') => notificationSayer(notificationKinds, lng);

const DECIDED = { invoice_id: 4, name: 'Hotel', amount: '12345.60', currency: 'MXN' };

describe('the invoices notification kinds', () => {
  it('tell the decision with the concept, the amount and the reason of a rejection', async () => {
    const es = await sayer('es');
    expect(
      es('invoice_decided', { ...DECIDED, status_es: 'aprobada', status_en: 'approved' }),
    ).toBe('Tu factura «Hotel» (12.345,60 MXN) fue aprobada');
    expect(
      es('invoice_decided', {
        ...DECIDED,
        status_es: 'rechazada',
        status_en: 'rejected',
        reason: 'Sin XML',
      }),
    ).toBe('Tu factura «Hotel» (12.345,60 MXN) fue rechazada: Sin XML');
    const en = await sayer('en');
    expect(en('invoice_decided', { ...DECIDED, status_en: 'approved' })).toBe(
      'Your invoice “Hotel” (12,345.60 MXN) was approved',
    );
    expect(en('invoice_decided', { status_en: 'rejected' })).toBe('Your invoice was rejected');
  });

  it('tell the payment with its amount and day', async () => {
    const es = await sayer('es');
    expect(
      es('invoice_paid', {
        invoice_id: 4,
        name: 'Taxi',
        amount: '250.5',
        currency: 'MXN',
        paid_on: '2026-03-15',
      }),
    ).toBe('Pagamos tu factura «Taxi»: 250,50 MXN el 15/03/2026');
    const en = await sayer('en');
    expect(
      en('invoice_paid', {
        invoice_id: 4,
        name: 'Taxi',
        amount: '250.50',
        currency: 'MXN',
        paid_on: '2026-03-15',
      }),
    ).toBe('We paid your invoice “Taxi”: 250.50 MXN on 15/03/2026');
  });
});
