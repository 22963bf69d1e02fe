// The goal form (GOA-1): its values as typed, the checks made before sending (field → glossary
// key; the server checks the same and its 422 lands on the same fields), and the request.
import type { PersonRef } from '@/api/types';
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  GOAL_LEVELS,
  type GoalDetail,
  type GoalLevel,
  type GoalMetric,
  type GoalPatch,
  type GoalRequest,
  type ProgressMode,
  type Visibility,
} from '../api/types';
import type { PeriodPreset } from '../lib/periods';

export type GoalFormValues = {
  title: string;
  description: string;
  owner: PersonRef | null;
  coOwners: PersonRef[];
  level: GoalLevel;
  departmentId: string;
  groupId: string;
  categoryId: string;
  preset: PeriodPreset;
  startsOn: string;
  endsOn: string;
  metric: GoalMetric;
  unit: string;
  currency: string;
  startValue: string;
  targetValue: string;
  progressMode: ProgressMode;
  visibility: Visibility;
  viewers: PersonRef[];
  weight: string;
  points: string;
  /** One checklist item a line (new goals; the goal's page edits the list afterwards). */
  checklist: string;
  parentId: string;
  contribution: string;
};

export const GOAL_LIMITS = { title: 200, description: 2000, unit: 12, checklist: 50 } as const;

/** The request's fields that the form shows under another name. */
export const GOAL_SERVER_FIELDS = {
  owner_id: 'owner',
  co_owner_ids: 'coOwners',
  department_id: 'departmentId',
  group_id: 'groupId',
  category_id: 'categoryId',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  start_value: 'startValue',
  target_value: 'targetValue',
  progress_mode: 'progressMode',
  viewer_ids: 'viewers',
  parents: 'parentId',
} as const;

const number = (text: string) => Number(text.replace(',', '.'));
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(number(text));
const needsValues = (metric: GoalMetric) => metric !== 'binary';

export function validateGoal(values: GoalFormValues): FieldChecks {
  const errors: FieldChecks = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'goals.form.errors.titleRequired';
  else if (title.length > GOAL_LIMITS.title) errors.title = 'goals.form.errors.titleLong';
  if (values.description.length > GOAL_LIMITS.description) {
    errors.description = 'goals.form.errors.descriptionLong';
  }
  if (!values.owner) errors.owner = 'goals.form.errors.ownerRequired';
  if (values.level === 'department' && !values.departmentId) {
    errors.departmentId = 'goals.form.errors.departmentRequired';
  }
  if (values.level === 'group' && !values.groupId)
    errors.groupId = 'goals.form.errors.groupRequired';
  if (!values.startsOn) errors.startsOn = 'goals.form.errors.dateRequired';
  if (!values.endsOn) errors.endsOn = 'goals.form.errors.dateRequired';
  else if (values.startsOn && values.endsOn < values.startsOn)
    errors.endsOn = 'goals.form.errors.endBeforeStart';
  if (values.unit.length > GOAL_LIMITS.unit) errors.unit = 'goals.form.errors.unitLong';
  if (values.metric === 'currency' && !/^[A-Za-z]{3}$/.test(values.currency.trim())) {
    errors.currency = 'goals.form.errors.currency';
  }
  if (needsValues(values.metric)) {
    if (!isNumber(values.startValue)) errors.startValue = 'goals.form.errors.number';
    if (!isNumber(values.targetValue)) errors.targetValue = 'goals.form.errors.number';
    else if (
      isNumber(values.startValue) &&
      number(values.startValue) === number(values.targetValue)
    ) {
      errors.targetValue = 'goals.form.errors.targetEqualsStart';
    }
    if (values.metric === 'percent') {
      for (const field of ['startValue', 'targetValue'] as const) {
        const value = number(values[field]);
        if (isNumber(values[field]) && (value < 0 || value > 100))
          errors[field] = 'goals.form.errors.percent';
      }
    }
  }
  if (values.weight.trim() !== '') {
    const weight = number(values.weight);
    if (!Number.isFinite(weight) || weight < 0 || weight > 100)
      errors.weight = 'goals.form.errors.weight';
  }
  if (values.points.trim() !== '') {
    const points = number(values.points);
    if (!Number.isInteger(points) || points < 0) errors.points = 'goals.form.errors.points';
  }
  const items = checklistLines(values.checklist);
  if (items.length > GOAL_LIMITS.checklist) errors.checklist = 'goals.form.errors.checklistMany';
  else if (items.some((item) => item.length > GOAL_LIMITS.title))
    errors.checklist = 'goals.form.errors.checklistLong';
  if (values.parentId) {
    const share = number(values.contribution);
    if (!Number.isFinite(share) || share < 1 || share > 100)
      errors.contribution = 'goals.form.errors.contribution';
  }
  return errors;
}

const checklistLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The fields both the create and the edit requests carry. */
function common(values: GoalFormValues): GoalPatch {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === '' ? null : description,
    owner_id: values.owner?.id ?? 0,
    co_owner_ids: values.coOwners.map((person) => person.id),
    level: values.level,
    department_id: values.level === 'department' ? Number(values.departmentId) : null,
    group_id: values.level === 'group' ? Number(values.groupId) : null,
    category_id: values.categoryId ? Number(values.categoryId) : null,
    starts_on: values.startsOn,
    ends_on: values.endsOn,
    metric: values.metric,
    unit: values.metric === 'number' && values.unit.trim() ? values.unit.trim() : null,
    currency: values.metric === 'currency' ? values.currency.trim().toUpperCase() : null,
    ...(needsValues(values.metric)
      ? { start_value: number(values.startValue), target_value: number(values.targetValue) }
      : {}),
    progress_mode: values.progressMode,
    visibility: values.visibility,
    viewer_ids: values.visibility === 'private' ? values.viewers.map((person) => person.id) : [],
    ...(values.weight.trim() !== '' ? { weight: number(values.weight) } : {}),
    ...(values.points.trim() !== '' ? { points: number(values.points) } : {}),
  };
}

export function toCreateRequest(values: GoalFormValues): GoalRequest {
  const items = checklistLines(values.checklist);
  return {
    ...(common(values) as GoalRequest),
    ...(items.length > 0 ? { checklist: items.map((title) => ({ title })) } : {}),
    ...(values.parentId
      ? {
          parents: [
            { goal_id: Number(values.parentId), contribution: number(values.contribution) },
          ],
        }
      : {}),
  };
}

export const toPatchRequest = (values: GoalFormValues): GoalPatch => common(values);

/** The form's values: an existing goal's, or a new one's (the person's own, this quarter). */
export function goalFormValues(
  goal: GoalDetail | undefined,
  me: PersonRef | null,
  period: { from: string; to: string },
): GoalFormValues {
  if (!goal) {
    return {
      title: '',
      description: '',
      owner: me,
      coOwners: [],
      level: 'personal',
      departmentId: '',
      groupId: '',
      categoryId: '',
      preset: 'thisQuarter',
      startsOn: period.from,
      endsOn: period.to,
      metric: 'number',
      unit: '',
      currency: '',
      startValue: '0',
      targetValue: '',
      progressMode: 'manual',
      visibility: 'public',
      viewers: [],
      weight: '',
      points: '',
      checklist: '',
      parentId: '',
      contribution: '100',
    };
  }
  return {
    title: goal.title,
    description: goal.description ?? '',
    owner: goal.owner,
    coOwners: goal.co_owners,
    level: goal.level,
    departmentId: goal.department ? String(goal.department.id) : '',
    groupId: goal.group ? String(goal.group.id) : '',
    categoryId: goal.category ? String(goal.category.id) : '',
    preset: 'custom',
    startsOn: goal.starts_on,
    endsOn: goal.ends_on,
    metric: goal.metric,
    unit: goal.unit ?? '',
    currency: goal.currency ?? '',
    startValue: String(goal.start_value),
    targetValue: String(goal.target_value),
    progressMode: goal.progress_mode,
    visibility: goal.visibility,
    viewers: goal.viewers,
    weight: String(goal.weight),
    points: goal.points > 0 ? String(goal.points) : '',
    checklist: '',
    parentId: '',
    contribution: '100',
  };
}

/** The levels a person may create goals at (the server checks the same): company for admins,
 *  department for leaders (of theirs) and admins, group and personal for everyone. */
export function levelsFor(role: string | undefined): readonly GoalLevel[] {
  if (role === 'admin') return GOAL_LEVELS;
  if (role === 'leader') return ['department', 'group', 'personal'];
  return ['group', 'personal'];
}
