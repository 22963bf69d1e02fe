// Every case of the shared poll vectors (also run by the server's tests), against the rules and
// the Spanish glossary texts the rules' keys stand for.
import { describe, expect, it } from 'vitest';

import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';

import vectors from '../../../../../api/test-vectors/polls.json';

import { validateAnswer, validatePoll } from './poll-rules';

type PollCase = { name: string; question: string; options: string[]; error: string | null };
type AnswerCase = {
  name: string;
  options: number;
  multiple: boolean;
  chosen: number[];
  error: string | null;
};

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

const spanish = (key: string | null) => (key === null ? null : text(es, key));

const pollCases = vectors.poll as PollCase[];
const answerCases = vectors.answer as AnswerCase[];

describe('poll rules (api/test-vectors/polls.json)', () => {
  it('has cases of both kinds', () => {
    expect(pollCases.length).toBeGreaterThan(0);
    expect(answerCases.length).toBeGreaterThan(0);
  });

  it.each(pollCases.map((c) => [c.name, c] as const))('poll: %s', (_name, c) => {
    const check = validatePoll(c.question, c.options);
    expect(spanish(check.error)).toBe(c.error);
    if (check.error) expect(typeof text(en, check.error)).toBe('string');
  });

  it.each(answerCases.map((c) => [c.name, c] as const))('answer: %s', (_name, c) => {
    const error = validateAnswer(c.options, c.multiple, c.chosen);
    expect(spanish(error)).toBe(c.error);
    if (error) expect(typeof text(en, error)).toBe('string');
  });

  it('gives the poll as it is sent: trimmed, blank options left out', () => {
    expect(validatePoll('  ¿Vienes? ', [' Sí ', '', '  ', 'No'])).toEqual({
      error: null,
      question: '¿Vienes?',
      options: ['Sí', 'No'],
    });
  });
});
