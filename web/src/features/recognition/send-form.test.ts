import { describe, expect, it } from 'vitest';

import type { PersonRef } from '@/api/types';

import type { RecognitionType } from './api/recognition';
import {
  clampAmount,
  emptySendValues,
  mergeReceivers,
  sendTotal,
  toSendRequest,
  validateSend,
  type SendValues,
} from './send-form';

const gracias: RecognitionType = {
  id: 1,
  name: 'Gracias',
  emoji: '🙏',
  min_points: 1,
  max_points: 50,
  roles: ['employee'],
  special: false,
  active: true,
  sub_types: [],
};

const person = (id: number, name: string): PersonRef => ({
  id,
  full_name: name,
  first_name: name.split(' ')[0] ?? name,
  last_name: name.split(' ')[1] ?? '',
  email: `${name.toLowerCase().replace(' ', '.')}@demo.local`,
});
const carlos = person(4, 'Carlos Ruiz');
const maria = person(6, 'María López');

const values = (change: Partial<SendValues>): SendValues => ({ ...emptySendValues(), ...change });
const context = { types: [gracias], balance: 500 };

describe('send form checks', () => {
  it('asks for receivers, a type and an amount', () => {
    expect(validateSend(emptySendValues(), context)).toEqual({
      receivers: 'send.errors.receiversRequired',
      typeId: 'send.errors.typeRequired',
      amount: 'send.errors.amountRequired',
    });
  });

  it("keeps the amount within the type's bounds", () => {
    const base = { receivers: [carlos], typeId: 1 };
    expect(validateSend(values({ ...base, amount: 0 }), context).amount).toBe(
      'send.errors.amountRange',
    );
    expect(validateSend(values({ ...base, amount: 51 }), context).amount).toBe(
      'send.errors.amountRange',
    );
    expect(validateSend(values({ ...base, amount: 2.5 }), context).amount).toBe(
      'send.errors.amountInteger',
    );
    expect(validateSend(values({ ...base, amount: 50 }), context)).toEqual({});
  });

  it('checks amount × receivers against the giving balance, and skips it while unknown', () => {
    const two = values({ receivers: [carlos, maria], typeId: 1, amount: 30 });
    expect(sendTotal(two)).toBe(60);
    expect(validateSend(two, { types: [gracias], balance: 59 }).amount).toBe('send.errors.balance');
    expect(validateSend(two, { types: [gracias], balance: 60 })).toEqual({});
    expect(validateSend(two, { types: [gracias], balance: null })).toEqual({});
  });

  it('limits the message to 2000 characters', () => {
    const long = values({ receivers: [carlos], typeId: 1, amount: 5, message: 'a'.repeat(2001) });
    expect(validateSend(long, context).message).toBe('send.errors.messageTooLong');
  });

  it('asks for a value when the organisation requires one (VAL-2)', () => {
    const ready = values({ receivers: [carlos], typeId: 1, amount: 5 });
    expect(validateSend(ready, { ...context, valueRequired: true }).valueIds).toBe(
      'send.errors.valueRequired',
    );
    expect(validateSend({ ...ready, valueIds: [3] }, { ...context, valueRequired: true })).toEqual(
      {},
    );
    expect(validateSend(ready, context)).toEqual({});
  });

  it('counts no points while the amount is empty', () => {
    expect(sendTotal(values({ receivers: [carlos, maria], amount: null }))).toBe(0);
  });
});

describe('send form helpers', () => {
  it('records the proposed value and whether it was taken (VAL-★3)', () => {
    const ready = values({ receivers: [carlos], typeId: 1, amount: 5, valueIds: [3] });
    expect(toSendRequest(ready, [], { suggested: 3, accepted: true })).toMatchObject({
      value_suggested: 3,
      suggestion_accepted: true,
    });
    expect(toSendRequest(ready, [])).not.toHaveProperty('value_suggested');
  });

  it("brings the amount within a newly chosen type's bounds", () => {
    expect(clampAmount(null, gracias)).toBe(1);
    expect(clampAmount(80, gracias)).toBe(50);
    expect(clampAmount(20, gracias)).toBe(20);
  });

  it('adds a group without repeating people already chosen', () => {
    expect(mergeReceivers([carlos], [maria, carlos]).map((p) => p.id)).toEqual([4, 6]);
  });

  it('builds the request with the field names of the contract', () => {
    const body = toSendRequest(
      values({ receivers: [carlos], typeId: 1, amount: 20, valueIds: [1], message: ' ¡Gracias! ' }),
      ['post-attachments.abc.png'],
    );
    expect(body).toEqual({
      reciever_emails: ['carlos.ruiz@demo.local'],
      amount: 20,
      post_types: 1,
      message: '¡Gracias!',
      values: [1],
      attachments: ['post-attachments.abc.png'],
    });
  });

  it('carries a picture of the library as media_id, only when one is chosen', () => {
    const base = { receivers: [carlos], typeId: 1, amount: 5 };
    expect(toSendRequest(values(base), [])).not.toHaveProperty('media_id');
    const confeti = {
      id: 4,
      title: 'Confeti',
      title_en: 'Confetti',
      url: '/api/files/confeti.gif',
      content_type: 'image/gif' as const,
      animated: true,
      size: 2048,
      active: true,
      created_at: 0,
    };
    expect(toSendRequest(values({ ...base, media: confeti }), []).media_id).toBe(4);
  });
});
