// What the renderer keeps while a person answers (react-hook-form's values, one per question, in
// the shape its control works with) and how that becomes the form's answers (lib/forms/types.ts)
// and back. A value of the wrong shape (a draft of an earlier version, a question whose type the
// builder just changed) reads as unanswered rather than breaking the control.
import type { PersonRef } from '@/api/types';
import { isAnswerable } from '@/lib/forms/conditions';
import type { Answers, AnswerValue, FormDefinition, FormItem, Question } from '@/lib/forms/types';

/** A question's value while answering:
 *  - single_choice, dropdown, short_text, long_text, date: text ('' is unanswered; a date is
 *    yyyy-MM-dd, or what is being typed while it is not a day yet);
 *  - number shown as a field: the text typed; as a slider: a number or null;
 *  - multiple_choice: the option ids chosen, in the options' order; ranking: every option id in
 *    the order given ([] while not ranked); file_upload: upload keys;
 *  - likert, rating: a number or null; yes_no: true, false or null;
 *  - matrix: column id by row id; person: the people chosen. */
export type FieldValue =
  string | number | boolean | null | string[] | Record<string, string> | PersonRef[];

export type FormValues = Record<string, FieldValue>;

/** The questions of a form (no sections, no statements). */
export function questionsOf<Text>(definition: FormDefinition<Text>): Question<Text>[] {
  return definition.questions.filter(isQuestion);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((x) => typeof x === 'string');

const isRecordOfText = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((x) => typeof x === 'string');

const isPeople = (value: unknown): value is PersonRef[] =>
  Array.isArray(value) &&
  value.every(
    (x) => typeof x === 'object' && x !== null && typeof (x as PersonRef).id === 'number',
  );

/** A number as a field shows it: 1.5 → "1.5" ("1,5" typed is read back the same). */
const numberText = (value: number) => String(value);

/** The value a question's control starts with when nothing is answered. */
export function emptyValue(question: Pick<Question, 'type'> & { display?: string }): FieldValue {
  switch (question.type) {
    case 'multiple_choice':
    case 'ranking':
    case 'file_upload':
    case 'person':
      return [];
    case 'likert':
    case 'rating':
    case 'yes_no':
      return null;
    case 'number':
      return question.display === 'slider' ? null : '';
    case 'matrix':
      return {};
    default:
      return '';
  }
}

/** `raw` in the shape the question's control works with, or its empty value. Accepts both the
 *  control's own values and answers (a person id for a person, a number for a number field). */
export function fieldValue<Text>(question: Question<Text>, raw: unknown): FieldValue {
  const empty = emptyValue(question);
  if (raw === undefined || raw === null) return empty;
  switch (question.type) {
    case 'single_choice':
    case 'dropdown':
    case 'short_text':
    case 'long_text':
    case 'date':
      return typeof raw === 'string' ? raw : empty;
    case 'multiple_choice':
    case 'ranking':
    case 'file_upload':
      return isStringList(raw) ? raw : empty;
    case 'likert':
    case 'rating':
      return typeof raw === 'number' && Number.isFinite(raw) ? raw : empty;
    case 'number':
      if (question.display === 'slider') return typeof raw === 'number' ? raw : empty;
      if (typeof raw === 'number') return numberText(raw);
      return typeof raw === 'string' ? raw : empty;
    case 'yes_no':
      return typeof raw === 'boolean' ? raw : empty;
    case 'matrix':
      return isRecordOfText(raw) ? raw : empty;
    case 'person':
      if (isPeople(raw)) return raw;
      if (Array.isArray(raw) && raw.every((id) => typeof id === 'number'))
        return raw.map(unnamedPerson);
      return empty;
  }
}

/** A person known by id only (an answer kept in a draft): the name is looked up to show it. */
export function unnamedPerson(id: number): PersonRef {
  return { id, full_name: '', first_name: '', last_name: '' };
}

/** The values a form starts with: every question's, from `answers` where they fit. */
export function initialValues<Text>(
  definition: FormDefinition<Text>,
  answers: Answers = {},
): FormValues {
  const values: FormValues = {};
  for (const question of questionsOf(definition))
    values[question.id] = fieldValue(
      question,
      Object.hasOwn(answers, question.id) ? answers[question.id] : undefined,
    );
  return values;
}

/** A number typed in a field ("1,5" or "1.5"), or the text as typed when it is not one (the
 *  rules then say "Escribe un número"). */
export function typedNumber(text: string): number | string {
  const clean = text.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : text.trim();
}

/** One question's answer, or undefined when it is unanswered. */
function answerOf<Text>(question: Question<Text>, raw: unknown): AnswerValue | undefined {
  const value = fieldValue(question, raw);
  switch (question.type) {
    case 'number':
      if (typeof value === 'string') return value.trim() === '' ? undefined : typedNumber(value);
      return typeof value === 'number' ? value : undefined;
    case 'person':
      return isPeople(value) && value.length > 0 ? value.map((person) => person.id) : undefined;
    case 'matrix': {
      const rows = Object.entries(value as Record<string, string>).filter(([, c]) => c !== '');
      return rows.length > 0 ? Object.fromEntries(rows) : undefined;
    }
    default:
      if (value === null || value === '') return undefined;
      if (Array.isArray(value) && value.length === 0) return undefined;
      return value as AnswerValue;
  }
}

/** The answers of these values: answered questions only, by id (nothing is trimmed or judged:
 *  lib/forms/answer-rules does that). */
export function toAnswers<Text>(definition: FormDefinition<Text>, values: FormValues): Answers {
  const answers: Answers = {};
  for (const question of questionsOf(definition)) {
    const answer = answerOf(question, values[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}

export function isQuestion<Text>(item: FormItem<Text>): item is Question<Text> {
  return isAnswerable(item);
}
