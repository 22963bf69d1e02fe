// The rules of a person's answers to a form, as the server checks them when they submit
// (server/src/modules/forms/form_rules.cpp; the shared cases are api/test-vectors/forms.json).
// Items a condition hides are not asked: their answers are dropped, not refused.
import { isAnswerable, shownByItsConditions } from './conditions';
import { ErrorList, type FormErrorName, type FormErrors } from './messages';
import {
  type Answers,
  type AnswerValue,
  type Choice,
  type FormContext,
  type FormDefinition,
  type FormItem,
  type Question,
  type TenureBand,
} from './types';
import {
  dateParts,
  isMissing,
  isNumber,
  isObject,
  isWhole,
  numberText,
  textLength,
  trimmed,
} from './values';

function unanswered(value: unknown): boolean {
  if (isMissing(value)) return true;
  if (typeof value === 'string') return trimmed(value) === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) return Object.keys(value).length === 0;
  return false;
}

const hasChoice = (list: Choice[], id: string) => list.some((choice) => choice.id === id);

/** The ids of a choice answer (one id, or a list of them); null when they are not all text. */
function chosenIds(value: unknown, oneAllowed: boolean): string[] | null {
  if (typeof value === 'string' && oneAllowed) return [value];
  if (!Array.isArray(value)) return null;
  return value.every((x) => typeof x === 'string') ? value : null;
}

const distinct = (list: readonly unknown[]) => new Set(list).size === list.length;

class AnswerReader {
  readonly errors = new ErrorList();
  readonly kept: Answers = {};
  private field = '';

  read(question: Question, given: unknown): void {
    this.field = `answers.${question.id}`;
    if (unanswered(given)) {
      if (!question.required) return;
      const choice = ['single_choice', 'multiple_choice', 'dropdown'].includes(question.type);
      this.fail(choice ? 'nothingChosen' : 'answerRequired');
      return;
    }
    const value = this.check(question, given);
    if (value !== null) this.kept[question.id] = value;
  }

  private check(q: Question, v: unknown): AnswerValue | null {
    switch (q.type) {
      case 'single_choice':
      case 'dropdown':
      case 'multiple_choice':
        return this.choice(q, v);
      case 'ranking': {
        const order = chosenIds(v, false);
        if (!order) return this.fail('answerInvalid');
        if (!distinct(order)) return this.fail('sameTwice');
        if (order.some((id) => !hasChoice(q.options, id))) return this.fail('notInPoll');
        if (order.length !== q.options.length) return this.fail('rankingIncomplete');
        return order;
      }
      case 'likert':
        return this.scale(v, 1, 5);
      case 'rating':
        return this.scale(v, q.min, q.max);
      case 'number':
        return this.number(q, v);
      case 'short_text':
      case 'long_text': {
        if (typeof v !== 'string') return this.fail('answerInvalid');
        const text = trimmed(v);
        if (textLength(text) > q.max_length)
          return this.fail('answerTooLong', { max: String(q.max_length) });
        return text;
      }
      case 'date': {
        if (typeof v !== 'string') return this.fail('answerInvalid');
        const day = trimmed(v);
        if (!dateParts(day)) return this.fail('dateInvalid');
        if (q.min !== undefined && day < q.min) return this.fail('dateBefore', { min: q.min });
        if (q.max !== undefined && day > q.max) return this.fail('dateAfter', { max: q.max });
        return day;
      }
      case 'yes_no':
        return typeof v === 'boolean' ? v : this.fail('answerInvalid');
      case 'matrix':
        return this.matrix(q, v);
      case 'file_upload': {
        const keys = chosenIds(v, false)?.map(trimmed);
        if (!keys || keys.some((key) => key === '' || textLength(key) > 300) || !distinct(keys))
          return this.fail('answerInvalid');
        if (keys.length > q.max_files)
          return this.fail('tooManyFiles', { max: String(q.max_files) });
        return keys;
      }
      case 'person': {
        if (!Array.isArray(v)) return this.fail('answerInvalid');
        const ids = v as unknown[];
        if (
          !ids.every((id) => isNumber(id) && isWhole(id) && id >= 1 && id <= 9e15) ||
          !distinct(ids)
        )
          return this.fail('answerInvalid');
        if (ids.length > q.max_people)
          return this.fail('tooManyPeople', { max: String(q.max_people) });
        return ids as number[];
      }
    }
  }

  // The poll rules' order: more than there are, several where one is allowed, the same twice,
  // one the question does not have; then the question's own maximum.
  private choice(
    q: Question & { type: 'single_choice' | 'dropdown' | 'multiple_choice' },
    v: unknown,
  ): AnswerValue | null {
    const multiple = q.type === 'multiple_choice';
    const chosen = chosenIds(v, true);
    if (!chosen) return this.fail('answerInvalid');
    if (chosen.length > q.options.length) return this.fail('moreThanAvailable');
    if (!multiple && chosen.length > 1) return this.fail('onlyOne');
    if (!distinct(chosen)) return this.fail('sameTwice');
    if (chosen.some((id) => !hasChoice(q.options, id))) return this.fail('notInPoll');
    if (multiple && q.max_choices !== undefined && chosen.length > q.max_choices)
      return this.fail('maxChoices', { max: String(q.max_choices) });
    return multiple ? chosen : (chosen[0] ?? null);
  }

  private scale(v: unknown, min: number, max: number): AnswerValue | null {
    if (typeof v !== 'number') return this.fail('answerInvalid');
    if (!isWhole(v) || v < min || v > max)
      return this.fail('scaleValue', { min: numberText(min), max: numberText(max) });
    return v;
  }

  private number(q: Question & { type: 'number' }, v: unknown): AnswerValue | null {
    if (typeof v !== 'number') return this.fail('numberExpected');
    if (q.min !== undefined && v < q.min) return this.fail('belowMin', { min: numberText(q.min) });
    if (q.max !== undefined && v > q.max) return this.fail('aboveMax', { max: numberText(q.max) });
    if (q.step !== undefined) {
      const steps = (v - (q.min ?? 0)) / q.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        return this.fail('notOnStep', { step: numberText(q.step) });
    }
    return v;
  }

  // Rows the question does not have first, then each row in the question's order (whatever the
  // order of the answer's keys).
  private matrix(q: Question & { type: 'matrix' }, v: unknown): AnswerValue | null {
    if (!isObject(v)) return this.fail('answerInvalid');
    if (Object.keys(v).some((row) => !hasChoice(q.rows, row))) return this.fail('rowUnknown');
    const out: Record<string, string> = {};
    for (const row of q.rows) {
      const column = Object.hasOwn(v, row.id) ? v[row.id] : null;
      if (isMissing(column)) continue;
      if (typeof column !== 'string') return this.fail('answerInvalid');
      if (!hasChoice(q.options, column)) return this.fail('notInPoll');
      out[row.id] = column;
    }
    const answered = Object.keys(out).length;
    if (q.required && answered !== q.rows.length) return this.fail('rowsIncomplete');
    return answered === 0 ? null : out;
  }

  private fail(name: FormErrorName, values?: Record<string, string>): null {
    this.errors.add(this.field, name, values);
    return null;
  }
}

/**
 * Checks a person's answers (by question id) against a form: the answers as kept (answered,
 * shown questions only: texts trimmed, a single choice as its option id) and every problem
 * (fields `answers.<question id>`, or `answers`). Each item's conditions are judged on the
 * answers kept before it (conditions refer to earlier items only).
 */
export function validateAnswers(
  form: FormDefinition,
  answers: unknown,
  context: FormContext,
): { answers: Answers; errors: FormErrors } {
  const reader = new AnswerReader();
  if (!isMissing(answers) && !isObject(answers)) {
    reader.errors.add('answers', 'answersInvalid');
    return { answers: {}, errors: reader.errors.all };
  }
  const given = isObject(answers) ? answers : {};
  const asked = new Set(form.questions.filter(isAnswerable).map((item) => item.id));
  for (const id of Object.keys(given)) {
    if (!asked.has(id)) reader.errors.add(`answers.${id}`, 'answerUnknownQuestion');
  }
  let sectionShown = true;
  for (const item of form.questions) {
    if (item.type === 'section') {
      sectionShown = shownByItsConditions(item, reader.kept, context);
      continue;
    }
    if (item.type === 'statement' || !sectionShown) continue;
    if (!shownByItsConditions(item, reader.kept, context)) continue;
    reader.read(item, Object.hasOwn(given, item.id) ? given[item.id] : undefined);
  }
  return { answers: reader.kept, errors: reader.errors.all };
}

/** For each item of the form, whether it is shown with these (kept) answers and hidden fields:
 *  its own conditions, and its section's. */
export function shownItems(
  form: FormDefinition,
  answers: Answers,
  context: FormContext,
): boolean[] {
  let sectionShown = true;
  return form.questions.map((item: FormItem) => {
    if (item.type === 'section') {
      sectionShown = shownByItsConditions(item, answers, context);
      return sectionShown;
    }
    return sectionShown && shownByItsConditions(item, answers, context);
  });
}

/** The tenure band of someone who joined on `admissionDate` (YYYY-MM-DD) as of `today`. */
export function tenureBand(admissionDate: string | null, today: string): TenureBand | null {
  const start = admissionDate === null ? null : dateParts(admissionDate);
  const now = dateParts(today);
  if (!start || !now) return null;
  let years = now[0] - start[0];
  if (now[1] < start[1] || (now[1] === start[1] && now[2] < start[2])) years -= 1;
  if (years < 1) return 'lt_1y';
  if (years < 3) return '1_3y';
  if (years < 5) return '3_5y';
  if (years < 10) return '5_10y';
  return '10y_plus';
}
