// Show and hide conditions: checked when a definition is saved (what they may refer to and
// compare), and evaluated on a person's answers and hidden fields. The server's rules are the
// same (form_rules.cpp).
import { type FormErrorName } from './messages';
import {
  type Answers,
  CONDITION_OPERATORS,
  type Condition,
  type ConditionOperator,
  type ConditionValue,
  type FormContext,
  type FormItem,
  type HiddenField,
  HIDDEN_FIELDS,
  TENURE_BANDS,
} from './types';
import { has, isNumber, isObject, isWhole } from './values';

const DEPTH_MAX = 4;
const LEAVES_MAX = 20;
const LIST_MAX = 200;
const PARTS_MAX = 10;

/** What a condition of the item at `index` may refer to. */
export type ConditionScope = {
  index: number;
  /** The first position of every item id. */
  positions: ReadonlyMap<string, number>;
  /** The items before `index` with an id of their own. */
  earlier: ReadonlyMap<string, FormItem>;
};

export function isAnswerable(item: { type: string }): boolean {
  return item.type !== 'section' && item.type !== 'statement';
}

const isChoiceOne = (type: string) => type === 'single_choice' || type === 'dropdown';
const isNumeric = (type: string) => type === 'likert' || type === 'rating' || type === 'number';

function operatorFits(type: string, op: ConditionOperator): boolean {
  if (op === 'answered' || op === 'not_answered') return true;
  if (type === 'field' || isChoiceOne(type))
    return op === 'equals' || op === 'not_equals' || op === 'in' || op === 'not_in';
  if (type === 'multiple_choice') return op === 'includes' || op === 'excludes';
  if (type === 'yes_no') return op === 'equals' || op === 'not_equals';
  if (isNumeric(type)) return ['equals', 'not_equals', 'lt', 'lte', 'gt', 'gte'].includes(op);
  return false;
}

function knownOption(item: FormItem, value: unknown): value is string {
  return (
    typeof value === 'string' &&
    'options' in item &&
    item.options.some((option) => option.id === value)
  );
}

/** The value of a hidden-field condition as kept (a country in capitals), or null. */
function fieldValue(field: HiddenField, value: unknown): string | number | null {
  if (field === 'department')
    return isNumber(value) && isWhole(value) && value > 0 && value <= 9e15 ? value : null;
  if (typeof value !== 'string') return null;
  if (field === 'country') return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
  return (TENURE_BANDS as readonly string[]).includes(value) ? value : null;
}

/** The value of a condition on `item` as kept, or null when it does not fit. */
function questionValue(
  item: FormItem,
  op: ConditionOperator,
  value: unknown,
): ConditionValue | null {
  if (isNumeric(item.type)) return isNumber(value) ? value : null;
  if (item.type === 'yes_no') return typeof value === 'boolean' ? value : null;
  if (op === 'in' || op === 'not_in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > LIST_MAX) return null;
    return value.every((x) => knownOption(item, x)) ? value : null;
  }
  return knownOption(item, value) ? value : null;
}

class ConditionReader {
  problem: FormErrorName | null = null;
  private leaves = 0;

  constructor(private readonly scope: ConditionScope) {}

  read(value: unknown, depth: number): Condition | null {
    if (this.problem) return null;
    if (depth > DEPTH_MAX) return this.fail('conditionTooComplex');
    if (!isObject(value)) return this.fail('conditionInvalid');
    const kinds = ['all', 'any', 'not', 'question', 'field'].filter((k) => has(value, k));
    if (kinds.length !== 1) return this.fail('conditionInvalid');
    if (has(value, 'all') || has(value, 'any')) {
      const parts = has(value, 'all') ? value.all : value.any;
      if (!Array.isArray(parts) || parts.length === 0 || parts.length > PARTS_MAX)
        return this.fail('conditionInvalid');
      const read = parts.map((part) => this.read(part, depth + 1));
      if (this.problem) return null;
      const kept = read as Condition[];
      return has(value, 'all') ? { all: kept } : { any: kept };
    }
    if (has(value, 'not')) {
      const part = this.read(value.not, depth + 1);
      return part ? { not: part } : null;
    }
    this.leaves += 1;
    if (this.leaves > LEAVES_MAX) return this.fail('conditionTooComplex');
    const onField = has(value, 'field');
    const subject = onField ? value.field : value.question;
    const op = value.op;
    if (typeof subject !== 'string' || typeof op !== 'string') return this.fail('conditionInvalid');
    let item: FormItem | undefined;
    if (onField) {
      if (!(HIDDEN_FIELDS as readonly string[]).includes(subject))
        return this.fail('conditionUnknownField');
    } else {
      const position = this.scope.positions.get(subject);
      if (position === undefined) return this.fail('conditionUnknownQuestion');
      if (position >= this.scope.index) return this.fail('conditionLaterQuestion');
      item = this.scope.earlier.get(subject);
      if (!item) return this.fail('conditionUnknownQuestion');
      if (!isAnswerable(item)) return this.fail('conditionNotAnswerable');
    }
    const operator = (CONDITION_OPERATORS as readonly string[]).includes(op)
      ? (op as ConditionOperator)
      : null;
    if (!operator || !operatorFits(item ? item.type : 'field', operator))
      return this.fail('conditionOperator');
    const head = onField
      ? { field: subject as HiddenField, op: operator }
      : { question: subject, op: operator };
    if (operator === 'answered' || operator === 'not_answered') return head;
    if (!has(value, 'value')) return this.fail('conditionValue');
    let kept: ConditionValue | null = null;
    if (item) {
      kept = questionValue(item, operator, value.value);
    } else if (operator === 'in' || operator === 'not_in') {
      const list = value.value;
      if (Array.isArray(list) && list.length > 0 && list.length <= LIST_MAX) {
        const values = list.map((x) => fieldValue(subject as HiddenField, x));
        if (values.every((x) => x !== null)) kept = values;
      }
    } else {
      kept = fieldValue(subject as HiddenField, value.value);
    }
    if (kept === null) return this.fail('conditionValue');
    return { ...head, value: kept };
  }

  private fail(name: FormErrorName): null {
    this.problem ??= name;
    return null;
  }
}

/** A condition as kept, or the problem it has. */
export function readCondition(
  value: unknown,
  scope: ConditionScope,
): { condition: Condition | null; problem: FormErrorName | null } {
  const reader = new ConditionReader(scope);
  const condition = reader.read(value, 0);
  return { condition: reader.problem ? null : condition, problem: reader.problem };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b;
  return false;
}

function fieldOf(context: FormContext, field: HiddenField): string | number | undefined {
  const value = context[field];
  return value === null ? undefined : value;
}

/** Whether a condition holds for these (kept) answers and hidden fields. A comparison with
 *  something unanswered (or unknown) is false; its negation (not_equals, not_in, excludes,
 *  not_answered) true. */
export function holds(condition: Condition, answers: Answers, context: FormContext): boolean {
  if ('all' in condition) return condition.all.every((c) => holds(c, answers, context));
  if ('any' in condition) return condition.any.some((c) => holds(c, answers, context));
  if ('not' in condition) return !holds(condition.not, answers, context);
  const { op } = condition;
  if (op.startsWith('not_') || op === 'excludes') {
    const positive = (op === 'excludes' ? 'includes' : op.slice(4)) as ConditionOperator;
    return !holds({ ...condition, op: positive }, answers, context);
  }
  const subject: unknown =
    'field' in condition
      ? fieldOf(context, condition.field)
      : Object.hasOwn(answers, condition.question)
        ? answers[condition.question]
        : undefined;
  if (op === 'answered') return subject !== undefined;
  if (subject === undefined) return false;
  const value = condition.value;
  if (op === 'equals') return sameValue(subject, value);
  if (op === 'in') return Array.isArray(value) && value.some((x) => sameValue(subject, x));
  if (op === 'includes')
    return Array.isArray(subject) && subject.some((x: unknown) => sameValue(x, value));
  if (typeof subject !== 'number' || typeof value !== 'number') return false;
  if (op === 'lt') return subject < value;
  if (op === 'lte') return subject <= value;
  if (op === 'gt') return subject > value;
  return subject >= value;
}

/** Whether an item's own conditions show it. */
export function shownByItsConditions(
  item: FormItem,
  answers: Answers,
  context: FormContext,
): boolean {
  return (
    (!item.show_if || holds(item.show_if, answers, context)) &&
    (!item.hide_if || !holds(item.hide_if, answers, context))
  );
}
