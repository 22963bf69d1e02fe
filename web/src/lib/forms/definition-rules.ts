// The rules of a form definition, as the server checks them when a form is saved
// (server/src/modules/forms/form_rules.cpp; the shared cases are api/test-vectors/forms.json).
// Choice options follow the poll rules of spec §5, in their order and with their texts.
import { type ConditionScope, isAnswerable, readCondition } from './conditions';
import { ErrorList, type FormErrorName, type FormErrors } from './messages';
import {
  ANSWER_TYPES,
  type Choice,
  type Condition,
  type FormDefinition,
  type FormItem,
  type LocalText,
  UPLOAD_TYPES,
} from './types';
import {
  dateParts,
  foldedLabel,
  isMissing,
  isNumber,
  isObject,
  isWhole,
  type JsonObject,
  sixDecimals,
  textLength,
  trimmed,
} from './values';

/** Longest title, question, option or row, in code points after trimming. */
export const FORM_TEXT_MAX = 250;
export const FORM_DESCRIPTION_MAX = 2000;
export const FORM_STATEMENT_MAX = 5000;
export const FORM_ITEMS_MAX = 200;
export const FORM_OPTIONS_MAX = 20;
export const FORM_DROPDOWN_OPTIONS_MAX = 200;
export const FORM_ROWS_MAX = 20;

const FORM_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const QUESTION_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

const isType = (type: string) =>
  (ANSWER_TYPES as readonly string[]).includes(type) || type === 'section' || type === 'statement';

type ReadText = { text: LocalText | null; invalid: boolean };

/** A text: a string (Spanish) or {es, en}; trimmed, blank English left out; null when absent or
 *  blank in Spanish. */
function readText(object: JsonObject, key: string): ReadText {
  const value = object[key];
  if (isMissing(value)) return { text: null, invalid: false };
  if (typeof value === 'string') {
    const es = trimmed(value);
    return { text: es === '' ? null : { es }, invalid: false };
  }
  if (!isObject(value)) return { text: null, invalid: true };
  const textOrNull = (x: unknown) => isMissing(x) || typeof x === 'string';
  if (!textOrNull(value.es) || !textOrNull(value.en)) return { text: null, invalid: true };
  const es = typeof value.es === 'string' ? trimmed(value.es) : '';
  const en = typeof value.en === 'string' ? trimmed(value.en) : '';
  if (es === '') return { text: null, invalid: false };
  return { text: en === '' ? { es } : { es, en }, invalid: false };
}

const longerThan = (text: LocalText, max: number) =>
  textLength(text.es) > max || (text.en !== undefined && textLength(text.en) > max);

type ListRules = {
  min: number;
  max: number;
  tooFew: FormErrorName;
  tooLong: FormErrorName;
  duplicated: FormErrorName;
  tooMany: FormErrorName;
};
const OPTION_RULES: ListRules = {
  min: 2,
  max: FORM_OPTIONS_MAX,
  tooFew: 'optionsTooFew',
  tooLong: 'optionTooLong',
  duplicated: 'optionsDuplicated',
  tooMany: 'optionsTooMany',
};
const ROW_RULES: ListRules = {
  min: 1,
  max: FORM_ROWS_MAX,
  tooFew: 'rowsTooFew',
  tooLong: 'rowTooLong',
  duplicated: 'rowsDuplicated',
  tooMany: 'rowsTooMany',
};

class DefinitionReader {
  readonly errors = new ErrorList();

  text(
    object: JsonObject,
    key: string,
    field: string,
    max: number,
    required: FormErrorName | null,
    tooLong: FormErrorName,
  ): LocalText | null {
    const read = readText(object, key);
    if (read.invalid) return this.fail(field, 'invalid');
    if (!read.text) return required ? this.fail(field, required) : null;
    if (longerThan(read.text, max)) return this.fail(field, tooLong);
    return read.text;
  }

  /** Options (or rows) in the poll rules' order: at least `min` that are not blank (blank ones
   *  are left out), each at most 250 characters, no two the same (trimmed, case of Latin letters
   *  ignored, in each language), at most `max`; then each with an id of its own. */
  choices(object: JsonObject, key: string, field: string, rules: ListRules): Choice[] {
    const value = object[key];
    const out: Choice[] = [];
    if (!isMissing(value) && !Array.isArray(value)) {
      this.fail(field, 'invalid');
      return out;
    }
    for (const entry of Array.isArray(value) ? (value as unknown[]) : []) {
      if (!isObject(entry)) {
        this.fail(field, 'invalid');
        return [];
      }
      const label = readText(entry, 'label');
      if (label.invalid || (!isMissing(entry.id) && typeof entry.id !== 'string')) {
        this.fail(field, 'invalid');
        return [];
      }
      if (label.text)
        out.push({ id: typeof entry.id === 'string' ? entry.id : '', label: label.text });
    }
    if (out.length < rules.min) return this.failWith(field, rules.tooFew, out);
    if (out.some((c) => longerThan(c.label, FORM_TEXT_MAX)))
      return this.failWith(field, rules.tooLong, out);
    const spanish = out.map((c) => foldedLabel(c.label.es));
    const english = out.flatMap((c) => (c.label.en === undefined ? [] : [foldedLabel(c.label.en)]));
    if (new Set(spanish).size !== spanish.length || new Set(english).size !== english.length)
      return this.failWith(field, rules.duplicated, out);
    if (out.length > rules.max) {
      this.errors.add(field, rules.tooMany, { max: String(rules.max) });
      return out;
    }
    if (out.some((c) => !ITEM_ID.test(c.id))) return this.failWith(field, 'itemIdInvalid', out);
    if (new Set(out.map((c) => c.id)).size !== out.length)
      return this.failWith(field, 'itemIdDuplicated', out);
    return out;
  }

  /** A whole number setting in [lo, hi]; `fallback` when absent. */
  whole(
    object: JsonObject,
    key: string,
    field: string,
    fallback: number,
    [lo, hi]: [number, number],
    error: FormErrorName,
    values?: Record<string, string>,
  ): number {
    const value = object[key];
    if (isMissing(value)) return fallback;
    if (!isNumber(value) || !isWhole(value) || value < lo || value > hi) {
      this.errors.add(field, error, values);
      return fallback;
    }
    return value;
  }

  /** A number of a number question's settings, kept to six decimals; undefined when absent. */
  number(object: JsonObject, key: string, field: string): number | undefined {
    const value = object[key];
    if (isMissing(value)) return undefined;
    if (!isNumber(value) || Math.abs(value) > 1e9) {
      this.fail(field, 'numberInvalid');
      return undefined;
    }
    return sixDecimals(value);
  }

  date(object: JsonObject, key: string, field: string): string | undefined {
    const value = object[key];
    if (isMissing(value)) return undefined;
    if (typeof value !== 'string' || !dateParts(value)) {
      this.fail(field, 'dateInvalid');
      return undefined;
    }
    return value;
  }

  condition(object: JsonObject, key: string, field: string, scope: ConditionScope) {
    const value = object[key];
    if (isMissing(value)) return undefined;
    const { condition, problem } = readCondition(value, scope);
    if (problem) this.fail(field, problem);
    return condition ?? undefined;
  }

  item(value: unknown, index: number, scope: ConditionScope): FormItem | null {
    const at = `questions[${index}]`;
    if (!isObject(value)) return this.fail(at, 'invalid');
    const id = typeof value.id === 'string' && QUESTION_ID.test(value.id) ? value.id : null;
    if (id === null) this.fail(`${at}.id`, 'questionIdInvalid');
    else if ((scope.positions.get(id) ?? index) < index)
      this.fail(`${at}.id`, 'questionIdDuplicated');
    const type = typeof value.type === 'string' && isType(value.type) ? value.type : null;
    if (type === null) return this.fail(`${at}.type`, 'typeUnknown');
    const asked = isAnswerable({ type });
    const title = asked
      ? this.text(
          value,
          'title',
          `${at}.title`,
          FORM_TEXT_MAX,
          'questionRequired',
          'questionTooLong',
        )
      : this.text(value, 'title', `${at}.title`, FORM_TEXT_MAX, null, 'titleTooLong');
    let required = false;
    if (asked) {
      if (!isMissing(value.required) && typeof value.required !== 'boolean')
        this.fail(`${at}.required`, 'invalid');
      else required = value.required === true;
    }
    const description = this.text(
      value,
      'description',
      `${at}.description`,
      FORM_DESCRIPTION_MAX,
      null,
      'descriptionTooLong',
    );
    const showIf = this.condition(value, 'show_if', `${at}.show_if`, scope);
    const hideIf = this.condition(value, 'hide_if', `${at}.hide_if`, scope);
    const base: {
      id: string;
      type: string;
      title?: LocalText;
      description?: LocalText;
      required?: boolean;
      show_if?: Condition;
      hide_if?: Condition;
    } = { id: id ?? '', type };
    if (title) base.title = title;
    if (description) base.description = description;
    if (asked) base.required = required;
    if (showIf) base.show_if = showIf;
    if (hideIf) base.hide_if = hideIf;
    return { ...base, ...this.settings(type, value, at) } as FormItem;
  }

  /** What each type of item adds. */
  settings(type: string, value: JsonObject, at: string): JsonObject {
    switch (type) {
      case 'single_choice':
      case 'ranking':
        return { options: this.choices(value, 'options', `${at}.options`, OPTION_RULES) };
      case 'dropdown':
        return {
          options: this.choices(value, 'options', `${at}.options`, {
            ...OPTION_RULES,
            max: FORM_DROPDOWN_OPTIONS_MAX,
          }),
        };
      case 'multiple_choice': {
        const options = this.choices(value, 'options', `${at}.options`, OPTION_RULES);
        if (isMissing(value.max_choices)) return { options };
        const maxChoices = this.whole(
          value,
          'max_choices',
          `${at}.max_choices`,
          1,
          [1, Math.max(options.length, 1)],
          'maxChoicesRange',
        );
        return { options, max_choices: maxChoices };
      }
      case 'matrix': {
        const rows = this.choices(value, 'rows', `${at}.rows`, ROW_RULES);
        return { options: this.choices(value, 'options', `${at}.options`, OPTION_RULES), rows };
      }
      case 'rating':
        return this.rating(value, at);
      case 'number':
        return this.numberSettings(value, at);
      case 'short_text':
      case 'long_text': {
        const limit = type === 'short_text' ? 500 : 5000;
        const fallback = type === 'short_text' ? 250 : 2000;
        const maxLength = this.whole(
          value,
          'max_length',
          `${at}.max_length`,
          fallback,
          [1, limit],
          'maxLengthRange',
          { limit: String(limit) },
        );
        return { max_length: maxLength };
      }
      case 'date': {
        const min = this.date(value, 'min', `${at}.min`);
        const max = this.date(value, 'max', `${at}.max`);
        if (min !== undefined && max !== undefined && min > max)
          this.fail(`${at}.max`, 'minAboveMax');
        return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
      }
      case 'file_upload': {
        const uploadType = value.upload_type;
        const known =
          typeof uploadType === 'string' &&
          (UPLOAD_TYPES as readonly string[]).includes(uploadType);
        if (!known) this.fail(`${at}.upload_type`, 'uploadTypeInvalid');
        const maxFiles = this.whole(
          value,
          'max_files',
          `${at}.max_files`,
          1,
          [1, 10],
          'maxFilesRange',
        );
        return { upload_type: known ? uploadType : '', max_files: maxFiles };
      }
      case 'person':
        return {
          max_people: this.whole(
            value,
            'max_people',
            `${at}.max_people`,
            1,
            [1, 50],
            'maxPeopleRange',
          ),
        };
      case 'statement': {
        const text = this.text(
          value,
          'text',
          `${at}.text`,
          FORM_STATEMENT_MAX,
          'textRequired',
          'textTooLong',
        );
        return text ? { text } : {};
      }
      default:
        return {};
    }
  }

  rating(value: JsonObject, at: string): JsonObject {
    let style: 'stars' | 'scale' = 'stars';
    if (!isMissing(value.style)) {
      if (value.style !== 'stars' && value.style !== 'scale') {
        this.fail(`${at}.style`, 'invalid');
        return {};
      }
      style = value.style;
    }
    const min =
      style === 'stars' ? 1 : this.whole(value, 'min', `${at}.min`, 0, [0, 1], 'scaleRange');
    const max =
      style === 'stars'
        ? this.whole(value, 'max', `${at}.max`, 5, [3, 10], 'starsRange')
        : this.whole(value, 'max', `${at}.max`, 10, [2, 10], 'scaleRange');
    const out: JsonObject = { style, min, max };
    if (!isMissing(value.enps) && typeof value.enps !== 'boolean') {
      this.fail(`${at}.enps`, 'invalid');
    } else if (value.enps === true) {
      out.enps = true;
      if (style !== 'scale' || min !== 0 || max !== 10) this.fail(`${at}.enps`, 'enpsScale');
    }
    return out;
  }

  numberSettings(value: JsonObject, at: string): JsonObject {
    let display: 'field' | 'slider' = 'field';
    if (!isMissing(value.display)) {
      if (value.display !== 'field' && value.display !== 'slider')
        this.fail(`${at}.display`, 'invalid');
      else display = value.display;
    }
    const min = this.number(value, 'min', `${at}.min`);
    const max = this.number(value, 'max', `${at}.max`);
    const step = this.number(value, 'step', `${at}.step`);
    if (step !== undefined && step <= 0) this.fail(`${at}.step`, 'stepInvalid');
    if (min !== undefined && max !== undefined && min > max) this.fail(`${at}.max`, 'minAboveMax');
    if (display === 'slider') {
      // (a bound that is there but wrong keeps its own message: one message a field)
      if (min === undefined) this.fail(`${at}.min`, 'sliderNeedsRange');
      if (max === undefined) this.fail(`${at}.max`, 'sliderNeedsRange');
    }
    return {
      display,
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
      ...(step !== undefined && { step }),
    };
  }

  fail(field: string, name: FormErrorName): null {
    this.errors.add(field, name);
    return null;
  }

  private failWith(field: string, name: FormErrorName, out: Choice[]): Choice[] {
    this.errors.add(field, name);
    return out;
  }
}

/** The definition as kept, or every field it gets wrong (one message a field, named by its place
 *  in the input: `title`, `questions[2].options`, `questions[4].show_if`). */
export function validateDefinition(input: unknown): {
  form: FormDefinition | null;
  errors: FormErrors;
} {
  const reader = new DefinitionReader();
  if (!isObject(input)) {
    reader.fail('form', 'invalid');
    return { form: null, errors: reader.errors.all };
  }
  const formId = input.form_id;
  if (isMissing(formId) || (typeof formId === 'string' && trimmed(formId) === ''))
    reader.fail('form_id', 'formIdRequired');
  else if (typeof formId !== 'string' || !FORM_ID.test(formId))
    reader.fail('form_id', 'formIdInvalid');
  const title = reader.text(
    input,
    'title',
    'title',
    FORM_TEXT_MAX,
    'titleRequired',
    'titleTooLong',
  );
  const description = reader.text(
    input,
    'description',
    'description',
    FORM_DESCRIPTION_MAX,
    null,
    'descriptionTooLong',
  );
  const items: FormItem[] = [];
  const list = input.questions;
  if (!isMissing(list) && !Array.isArray(list)) {
    reader.fail('questions', 'invalid');
  } else if (Array.isArray(list) && list.length > FORM_ITEMS_MAX) {
    reader.fail('questions', 'questionsTooMany');
  } else {
    const entries: unknown[] = Array.isArray(list) ? list : [];
    const positions = new Map<string, number>();
    entries.forEach((entry, index) => {
      const id = isObject(entry) ? entry.id : undefined;
      if (typeof id === 'string' && QUESTION_ID.test(id) && !positions.has(id))
        positions.set(id, index);
    });
    const earlier = new Map<string, FormItem>();
    let nothingToAnswer = true;
    entries.forEach((entry, index) => {
      const item = reader.item(entry, index, { index, positions, earlier });
      if (item && item.id !== '' && positions.get(item.id) === index) earlier.set(item.id, item);
      if (!item || isAnswerable(item)) nothingToAnswer = false;
      if (item) items.push(item);
    });
    // Nothing to answer: no items, or only sections and statements (an item whose type is wrong
    // has its own message).
    if (nothingToAnswer) reader.fail('questions', 'questionsRequired');
  }
  if (!reader.errors.empty || !title || typeof formId !== 'string')
    return { form: null, errors: reader.errors.all };
  const form: FormDefinition = { form_id: formId, title, questions: items };
  if (description) form.description = description;
  return { form, errors: {} };
}
