// Setting or removing the organisation's own text of a key in one language, and the edit form's
// schema: values, checks and the request it sends.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody } from '@/api/types';
import type { Language } from '@/i18n/languages';

import { glossaryKeys, type GlossaryEntry } from './glossary';

/** The contract's limit of a text, in characters. */
export const GLOSSARY_TEXT_MAX_LENGTH = 2000;

export type SetGlossaryTextBody = JsonBody<'setGlossaryText'>;
export type GlossaryTextValues = { value: string };

/** The edit form's check (field → glossary key). Dropped placeholders are the server's rule: its
 *  message names the one missing. */
export function validateGlossaryText(values: GlossaryTextValues): {
  value?: 'glossaryAdmin.dialog.tooLong';
} {
  return [...values.value].length > GLOSSARY_TEXT_MAX_LENGTH
    ? { value: 'glossaryAdmin.dialog.tooLong' }
    : {};
}

/** The request for a key: a blank text, or one equal to the built-in text, removes the override
 *  (the key then follows the built-in text, and any later change to it). */
export function toGlossaryTextBody(key: string, builtIn: string | null) {
  return (values: GlossaryTextValues): SetGlossaryTextBody => {
    const text = values.value.trim();
    return { key, value: text === '' || text === builtIn ? null : text };
  };
}

/** PUT /org/glossary/{lng}: the entry after the change. 400 with `details.fields.value` for a
 *  text that drops a placeholder of the default or is too long; 404 for an unknown key. */
export const setGlossaryTextMutation = (lng: Language) =>
  mutationOptions({
    mutationFn: (body: SetGlossaryTextBody) =>
      sendData<GlossaryEntry>('PUT', `/org/glossary/${lng}`, body),
    onSuccess: (_entry, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: glossaryKeys.all }),
  });
