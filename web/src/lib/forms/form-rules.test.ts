// Every case of the shared form vectors (also run by the server's tests), against the rules and
// the Spanish glossary texts the rules' keys stand for.
import { describe, expect, it } from 'vitest';

import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';

import vectors from '../../../../api/test-vectors/forms.json';

import { shownItems, tenureBand, validateAnswers } from './answer-rules';
import { validateDefinition } from './definition-rules';
import { localizeForm } from './localize';
import { FORM_ERROR_KEYS, type FormErrors } from './messages';
import { type FormContext, type FormDefinition } from './types';

type DefinitionCase = {
  name: string;
  input: unknown;
  errors: Record<string, string>;
  normalized?: unknown;
};
type AnswerCase = {
  name: string;
  form: string;
  context: FormContext;
  answers: unknown;
  errors: Record<string, string>;
  kept?: unknown;
  shown?: string[];
};
type LocalizedCase = { name: string; form: unknown; language: string; expected: unknown };
type TenureCase = { admission_date: string | null; today: string; band: string | null };

/** The text of a glossary key in a catalog (undefined when it has none). */
function text(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
}

/** The errors as the Spanish interface shows them, by field. */
function spanish(errors: FormErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      let shown = String(text(es, error.key));
      for (const [name, value] of Object.entries(error.values ?? {}))
        shown = shown.replaceAll(`{{${name}}}`, value);
      return [field, shown];
    }),
  );
}

function validForm(definition: unknown): FormDefinition {
  const { form, errors } = validateDefinition(definition);
  expect(errors).toEqual({});
  if (!form) throw new Error('invalid form in the vectors');
  return form;
}

const definitionCases = vectors.definition as DefinitionCase[];
const answerCases = vectors.answers as AnswerCase[];
const forms = vectors.forms as Record<string, unknown>;

describe('form rules (api/test-vectors/forms.json)', () => {
  it('has many cases of each kind', () => {
    expect(definitionCases.length).toBeGreaterThan(150);
    expect(answerCases.length).toBeGreaterThan(80);
  });

  it('has a Spanish and an English text for every problem', () => {
    for (const key of Object.values(FORM_ERROR_KEYS)) {
      expect(typeof text(es, key), key).toBe('string');
      expect(typeof text(en, key), key).toBe('string');
    }
  });

  it.each(definitionCases.map((c) => [c.name, c] as const))('definition: %s', (_name, c) => {
    const { form, errors } = validateDefinition(c.input);
    expect(spanish(errors)).toEqual(c.errors);
    expect(form === null).toBe(Object.keys(c.errors).length > 0);
    if (c.normalized !== undefined) expect(form).toEqual(c.normalized);
    // What is kept passes the rules again unchanged.
    if (form) expect(validateDefinition(JSON.parse(JSON.stringify(form))).form).toEqual(form);
  });

  it.each(answerCases.map((c) => [c.name, c] as const))('answers: %s', (_name, c) => {
    const form = validForm(forms[c.form]);
    const { answers, errors } = validateAnswers(form, c.answers, c.context);
    expect(spanish(errors)).toEqual(c.errors);
    if (c.kept !== undefined) expect(answers).toEqual(c.kept);
    if (c.shown !== undefined) {
      const shown = shownItems(form, answers, c.context);
      expect(form.questions.filter((_item, i) => shown[i]).map((item) => item.id)).toEqual(c.shown);
    }
  });

  it.each((vectors.localized as LocalizedCase[]).map((c) => [c.name, c] as const))(
    'localized: %s',
    (_name, c) => {
      expect(localizeForm(validForm(c.form), c.language)).toEqual(c.expected);
    },
  );

  it.each(
    (vectors.tenure as TenureCase[]).map((c) => [`${c.admission_date} on ${c.today}`, c] as const),
  )('tenure band: %s', (_name, c) => {
    expect(tenureBand(c.admission_date, c.today)).toBe(c.band);
  });
});
