import { describe, expect, it } from 'vitest';

import type { PersonRef } from '@/api/types';

import { ana } from '../testing/catalog-fixture';

import {
  EMPTY_SEND_PRODUCT_FORM,
  toSendProductBody,
  validateSendProductForm,
} from './send-product-form-schema';

const person = (id: number): PersonRef => ({ ...ana, id, full_name: `Persona ${id}` });
const people = (count: number) => Array.from({ length: count }, (_, i) => person(i + 1));

describe('send product form', () => {
  it('needs one person at least and 200 at most', () => {
    expect(validateSendProductForm(EMPTY_SEND_PRODUCT_FORM)).toEqual({
      people: 'catalog.admin.send.errors.peopleRequired',
    });
    expect(validateSendProductForm({ people: people(200), note: '' })).toEqual({});
    expect(validateSendProductForm({ people: people(201), note: '' })).toEqual({
      people: 'catalog.admin.send.errors.tooManyPeople',
    });
  });

  it('takes a note of at most 500 characters', () => {
    expect(validateSendProductForm({ people: [ana], note: 'ñ'.repeat(500) })).toEqual({});
    expect(validateSendProductForm({ people: [ana], note: 'x'.repeat(501) })).toEqual({
      note: 'catalog.admin.send.errors.noteTooLong',
    });
  });

  it('sends each person once and the trimmed note, none when blank', () => {
    expect(
      toSendProductBody({ people: [ana, person(8), ana], note: ' ¡Felicitaciones! ' }),
    ).toEqual({ user_ids: [3, 8], note: '¡Felicitaciones!' });
    expect(toSendProductBody({ people: [ana], note: '   ' })).toEqual({ user_ids: [3] });
  });
});
