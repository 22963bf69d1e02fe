// The budget forms (distribute, allowance rules, extra points, transfer, outputs report): their
// client checks and request bodies.
import type { PersonRef } from '@/api/types';
import type { PointsPeriod } from '@/lib/calls/points';
import { endOfDay, parseDateInput, toDateInput } from '@/lib/date-input';
import { parseWholeNumber } from '@/lib/whole-number';

import {
  MEMO_MAX_LENGTH,
  type DistributeMode,
  type DistributeRequest,
  type ExtraPointsRequest,
  type OutputsGroupBy,
  type OutputsRequest,
  type PointRules,
  type TransferAccount,
  type TransferRequest,
} from '../api/budgets';

export type BudgetFieldError =
  | 'admin.budgets.errors.amountInvalid'
  | 'admin.budgets.errors.amountPositive'
  | 'admin.budgets.errors.memoTooLong'
  | 'admin.budgets.errors.peopleRequired'
  | 'admin.budgets.errors.departmentsRequired'
  | 'admin.budgets.errors.personRequired'
  | 'admin.budgets.errors.samePerson'
  | 'admin.budgets.errors.dateInvalid'
  | 'admin.budgets.errors.dateOrder';

type Errors<K extends string> = Partial<Record<K, BudgetFieldError>>;

function checkAmount(text: string, minimum: 0 | 1): BudgetFieldError | null {
  const value = parseWholeNumber(text);
  if (value === null) return 'admin.budgets.errors.amountInvalid';
  if (value < minimum) return 'admin.budgets.errors.amountPositive';
  return null;
}

function checkMemo(memo: string): BudgetFieldError | null {
  return memo.trim().length > MEMO_MAX_LENGTH ? 'admin.budgets.errors.memoTooLong' : null;
}

/** The note of a movement, left out when empty. */
function memoOf(memo: string): { memo?: string } {
  const trimmed = memo.trim();
  return trimmed ? { memo: trimmed } : {};
}

function collect<K extends string>(checks: [K, BudgetFieldError | null][]): Errors<K> {
  return Object.fromEntries(checks.filter(([, error]) => error !== null)) as Errors<K>;
}

// ---- Distribute ----

export type DistributeTarget = 'all' | 'departments' | 'people';

export type DistributeValues = {
  mode: DistributeMode;
  amount: string;
  target: DistributeTarget;
  departmentIds: number[];
  people: PersonRef[];
  memo: string;
};

export function validateDistribute(values: DistributeValues) {
  return collect<'amount' | 'departmentIds' | 'people' | 'memo'>([
    ['amount', checkAmount(values.amount, values.mode === 'add' ? 1 : 0)],
    [
      'departmentIds',
      values.target === 'departments' && values.departmentIds.length === 0
        ? 'admin.budgets.errors.departmentsRequired'
        : null,
    ],
    [
      'people',
      values.target === 'people' && values.people.length === 0
        ? 'admin.budgets.errors.peopleRequired'
        : null,
    ],
    ['memo', checkMemo(values.memo)],
  ]);
}

export function toDistributeRequest(values: DistributeValues): DistributeRequest {
  return {
    mode: values.mode,
    amount: parseWholeNumber(values.amount) ?? 0,
    ...(values.target === 'all' ? { all: true } : {}),
    ...(values.target === 'departments' ? { department_ids: values.departmentIds } : {}),
    ...(values.target === 'people' ? { user_ids: values.people.map((person) => person.id) } : {}),
    ...memoOf(values.memo),
  };
}

// ---- Allowance rules ----

export type RulesValues = { period: PointsPeriod; base_points: string; expire_unused: boolean };

export function rulesFormFrom(rules: PointRules): RulesValues {
  return { ...rules, base_points: String(rules.base_points) };
}

export function validateRules(values: RulesValues) {
  return collect<'base_points'>([['base_points', checkAmount(values.base_points, 0)]]);
}

export function toPointRules(values: RulesValues): PointRules {
  return {
    period: values.period,
    base_points: parseWholeNumber(values.base_points) ?? 0,
    expire_unused: values.expire_unused,
  };
}

// ---- Extra points ----

export type ExtraValues = { person: PersonRef | null; amount: string; memo: string };

export function validateExtra(values: ExtraValues) {
  return collect<'person' | 'amount' | 'memo'>([
    ['person', values.person ? null : 'admin.budgets.errors.personRequired'],
    ['amount', checkAmount(values.amount, 1)],
    ['memo', checkMemo(values.memo)],
  ]);
}

export function toExtraPointsRequest(values: ExtraValues): ExtraPointsRequest {
  return {
    user_id: values.person?.id,
    amount: parseWholeNumber(values.amount) ?? 0,
    ...memoOf(values.memo),
  };
}

// ---- Transfer ----

export type TransferValues = {
  from: PersonRef | null;
  to: PersonRef | null;
  amount: string;
  account: TransferAccount;
  memo: string;
};

export function validateTransfer(values: TransferValues) {
  const same = values.from && values.to && values.from.id === values.to.id;
  return collect<'from' | 'to' | 'amount' | 'memo'>([
    ['from', values.from ? null : 'admin.budgets.errors.personRequired'],
    [
      'to',
      !values.to
        ? 'admin.budgets.errors.personRequired'
        : same
          ? 'admin.budgets.errors.samePerson'
          : null,
    ],
    ['amount', checkAmount(values.amount, 1)],
    ['memo', checkMemo(values.memo)],
  ]);
}

export function toTransferRequest(values: TransferValues): TransferRequest {
  return {
    from_user_id: values.from?.id ?? 0,
    to_user_id: values.to?.id ?? 0,
    amount: parseWholeNumber(values.amount) ?? 0,
    account: values.account,
    ...memoOf(values.memo),
  };
}

// ---- Outputs report ----

export type OutputsValues = { from: string; to: string; group_by: OutputsGroupBy };

/** The last twelve months, by month, up to today. */
export function defaultOutputs(now = new Date()): OutputsValues {
  const from = new Date(now.getFullYear(), now.getMonth() - 11, 1);
  return { from: toDateInput(from), to: toDateInput(now), group_by: 'month' };
}

export function validateOutputs(values: OutputsValues) {
  const from = parseDateInput(values.from);
  const to = parseDateInput(values.to);
  return collect<'from' | 'to'>([
    ['from', from ? null : 'admin.budgets.errors.dateInvalid'],
    [
      'to',
      !to
        ? 'admin.budgets.errors.dateInvalid'
        : from && from > to
          ? 'admin.budgets.errors.dateOrder'
          : null,
    ],
  ]);
}

/** From the start of the first day to the end of the last one, in epoch milliseconds. */
export function toOutputsRequest(values: OutputsValues): OutputsRequest {
  const from = parseDateInput(values.from) ?? new Date();
  const to = parseDateInput(values.to) ?? new Date();
  return { from: from.getTime(), to: endOfDay(to), group_by: values.group_by };
}
