// The builder's condition editor writes the conditions most forms need: one comparison, or
// several joined by "all" or "any", each on an earlier question's answer or on a hidden field of
// the person answering (department, country, tenure band). Deeper conditions (a "not", groups
// inside groups) come only from elsewhere; the editor keeps them as they are.
import {
  HIDDEN_FIELDS,
  type Condition,
  type ConditionOperator,
  type ConditionValue,
  type HiddenField,
} from '@/lib/forms/types';

import type { DraftItem } from './draft';

/** One comparison. */
export type Rule =
  | { question: string; op: ConditionOperator; value?: ConditionValue }
  | { field: HiddenField; op: ConditionOperator; value?: ConditionValue };

export type Join = 'all' | 'any';

/** A condition the editor writes: comparisons joined by all or any. */
export type RuleSet = { join: Join; rules: Rule[] };

const isRule = (condition: Condition): condition is Rule =>
  'question' in condition || 'field' in condition;

/** The rules of a condition the editor writes; null for a deeper one. */
export function readRules(condition: Condition): RuleSet | null {
  if (isRule(condition)) return { join: 'all', rules: [condition] };
  if ('all' in condition && condition.all.every(isRule))
    return { join: 'all', rules: condition.all };
  if ('any' in condition && condition.any.every(isRule))
    return { join: 'any', rules: condition.any };
  return null;
}

/** The condition of a rule set (one rule stands alone); undefined when it has none. */
export function writeRules({ join, rules }: RuleSet): Condition | undefined {
  if (rules.length === 0) return undefined;
  if (rules.length === 1) return rules[0];
  return join === 'all' ? { all: rules } : { any: rules };
}

/** What a rule is about: `q:<question id>` or `f:<hidden field>` (a select's value). */
export function subjectOf(rule: Rule): string {
  return 'question' in rule ? `q:${rule.question}` : `f:${rule.field}`;
}

/** The kind of subject, for the operators and values it takes. */
export type SubjectKind =
  'one' | 'many' | 'yes_no' | 'numeric' | 'other' | 'department' | 'country' | 'tenure_band';

export function kindOf(rule: Rule, items: readonly DraftItem[]): SubjectKind {
  if ('field' in rule) return rule.field;
  const item = items.find((entry) => entry.id === rule.question);
  switch (item?.type) {
    case 'single_choice':
    case 'dropdown':
      return 'one';
    case 'multiple_choice':
      return 'many';
    case 'yes_no':
      return 'yes_no';
    case 'likert':
    case 'rating':
    case 'number':
      return 'numeric';
    default:
      return 'other';
  }
}

const PRESENCE: ConditionOperator[] = ['answered', 'not_answered'];

/** The operators a kind of subject takes (the rules' own table, lib/forms/conditions.ts). */
export function operatorsFor(kind: SubjectKind): ConditionOperator[] {
  switch (kind) {
    case 'one':
    case 'department':
    case 'country':
    case 'tenure_band':
      return ['equals', 'not_equals', 'in', 'not_in', ...PRESENCE];
    case 'many':
      return ['includes', 'excludes', ...PRESENCE];
    case 'yes_no':
      return ['equals', 'not_equals', ...PRESENCE];
    case 'numeric':
      return ['equals', 'not_equals', 'lt', 'lte', 'gt', 'gte', ...PRESENCE];
    default:
      return PRESENCE;
  }
}

export const takesList = (op: ConditionOperator) => op === 'in' || op === 'not_in';
export const takesValue = (op: ConditionOperator) => !PRESENCE.includes(op);

/** A value to start with for an operator on a subject: the first option, "yes", nothing. */
function startValue(
  kind: SubjectKind,
  op: ConditionOperator,
  item: DraftItem | undefined,
): ConditionValue | undefined {
  if (!takesValue(op)) return undefined;
  const first = item?.options?.[0]?.id;
  if (takesList(op)) return first !== undefined && kind === 'one' ? [first] : undefined;
  if ((kind === 'one' || kind === 'many') && first !== undefined) return first;
  if (kind === 'yes_no') return true;
  if (kind === 'tenure_band') return 'lt_1y';
  return undefined;
}

/** A rule about another subject: its first operator and a value to start with. */
export function ruleFor(subject: string, items: readonly DraftItem[]): Rule {
  const [kind, name] = [subject.slice(0, 2), subject.slice(2)];
  const head: Rule =
    kind === 'f:' && (HIDDEN_FIELDS as readonly string[]).includes(name)
      ? { field: name as HiddenField, op: 'equals' }
      : { question: name, op: 'equals' };
  return withOperator(head, operatorsFor(kindOf(head, items))[0] ?? 'answered', items);
}

/** A rule with another operator: the value kept when it still fits, else a new start value. */
export function withOperator(rule: Rule, op: ConditionOperator, items: readonly DraftItem[]): Rule {
  const { value: old, ...head } = rule;
  const kind = kindOf(rule, items);
  const item = 'question' in rule ? items.find((entry) => entry.id === rule.question) : undefined;
  const next = { ...head, op } as Rule;
  if (!takesValue(op)) return next;
  const keeps = takesList(op) === Array.isArray(old) && old !== undefined && takesValue(rule.op);
  const value = keeps ? old : startValue(kind, op, item);
  return value === undefined ? next : { ...next, value };
}

/** The first subject a new rule of the item at `index` may use: the nearest earlier question,
 *  else the department. */
export function firstSubject(items: readonly DraftItem[], index: number): string {
  for (let i = index - 1; i >= 0; i -= 1) {
    const item = items[i];
    if (item && item.type !== 'section' && item.type !== 'statement') return `q:${item.id}`;
  }
  return 'f:department';
}

/** The hidden fields the items' conditions read, each with the values they compare it with. */
export function fieldsRead(items: readonly DraftItem[]): Map<HiddenField, Set<string | number>> {
  const out = new Map<HiddenField, Set<string | number>>();
  const visit = (condition: Condition | undefined) => {
    if (!condition) return;
    if ('all' in condition) condition.all.forEach(visit);
    else if ('any' in condition) condition.any.forEach(visit);
    else if ('not' in condition) visit(condition.not);
    else if ('field' in condition) {
      const values = out.get(condition.field) ?? new Set<string | number>();
      const value = condition.value;
      for (const entry of Array.isArray(value) ? value : [value]) {
        if (typeof entry === 'string' || typeof entry === 'number') values.add(entry);
      }
      out.set(condition.field, values);
    }
  };
  for (const item of items) {
    visit(item.show_if);
    visit(item.hide_if);
  }
  return out;
}
