// Giving a product as a prize: the people (at least one, at most 200) and an optional note
// (at most 500 characters) each of them reads with the gift; the request a valid form sends.
import type { PersonRef } from '@/api/types';

import { SEND_PRODUCT_LIMITS, type SendProductBody } from '../api/admin-products';

export type SendProductFormValues = { people: PersonRef[]; note: string };

export type SendProductErrorKey =
  | 'catalog.admin.send.errors.peopleRequired'
  | 'catalog.admin.send.errors.tooManyPeople'
  | 'catalog.admin.send.errors.noteTooLong';

export const EMPTY_SEND_PRODUCT_FORM: SendProductFormValues = { people: [], note: '' };

export function validateSendProductForm(
  values: SendProductFormValues,
): Partial<Record<keyof SendProductFormValues, SendProductErrorKey>> {
  const errors: Partial<Record<keyof SendProductFormValues, SendProductErrorKey>> = {};
  const people = new Set(values.people.map((person) => person.id)).size;
  if (people === 0) errors.people = 'catalog.admin.send.errors.peopleRequired';
  else if (people > SEND_PRODUCT_LIMITS.maxPeople)
    errors.people = 'catalog.admin.send.errors.tooManyPeople';
  if ([...values.note.trim()].length > SEND_PRODUCT_LIMITS.noteMaxLength)
    errors.note = 'catalog.admin.send.errors.noteTooLong';
  return errors;
}

/** The body of a valid form: each person once, and the trimmed note (left out when blank). */
export function toSendProductBody(values: SendProductFormValues): SendProductBody {
  const note = values.note.trim();
  return {
    user_ids: [...new Set(values.people.map((person) => person.id))],
    ...(note ? { note } : {}),
  };
}
