// A request type as the console's editor holds it: its names and descriptions (English
// optional), the deadline in days (blank: none), and the approval chain (1 to 5 steps, each the
// requester's leader, any admin, a named person, or 2 to 10 people deciding together, all of
// them or the first, with its own deadline in days or none); its checks (field → glossary key)
// and the body it sends. The form's questions are the forms builder's own draft
// (components/forms).
import type { PersonRef } from '@/api/types';

import {
  TYPE_LIMITS,
  type AdminRequestTypeDetail,
  type FormInput,
  type RequestStepInput,
  type RequestTypeInput,
} from '../api/admin-requests';
import type { RequestApprover, RequestStepRule } from '../api/requests';

export type StepDraft = {
  /** Stable while steps move (React's key, focus). */
  key: string;
  approver: RequestApprover;
  person: PersonRef | null;
  /** The people of a parallel step, and whether all of them approve or the first does. */
  people: PersonRef[];
  rule: RequestStepRule;
  /** The days the step's approvers have, as typed; blank for none of its own. */
  deadline: string;
};

export type TypeDraft = {
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** Whole days, as typed; blank for no deadline. */
  sla: string;
  steps: StepDraft[];
};

let nextKey = 0;
/** A new step's key. */
export const stepKey = () => {
  nextKey += 1;
  return `step-${nextKey}`;
};

export const newStep = (approver: RequestApprover = 'admins'): StepDraft => ({
  key: stepKey(),
  approver,
  person: null,
  people: [],
  rule: 'all',
  deadline: '',
});

/** A new type: the leader decides, then nobody else (one step), no deadline. */
export function emptyTypeDraft(): TypeDraft {
  return {
    name: '',
    nameEn: '',
    description: '',
    descriptionEn: '',
    sla: '',
    steps: [newStep('leader')],
  };
}

/** A saved type as the editor starts from it. */
export function typeDraftOf(type: AdminRequestTypeDetail): TypeDraft {
  return {
    name: type.name,
    nameEn: type.name_en ?? '',
    description: type.description,
    descriptionEn: type.description_en ?? '',
    sla: type.sla_days === null ? '' : String(type.sla_days),
    steps: type.steps.map((step) => ({
      key: stepKey(),
      approver: step.approver,
      person: step.person ?? null,
      people: step.people ?? [],
      rule: step.rule ?? 'all',
      deadline:
        step.deadline_days === null || step.deadline_days === undefined
          ? ''
          : String(step.deadline_days),
    })),
  };
}

const length = (text: string) => [...text.trim()].length;

/** A deadline typed (the type's or a step's), as days (null: none), or NaN when it is not a
 *  whole number of days. */
export function slaDays(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whether days typed are none or 1 to 365 whole days (the type's and each step's rule). */
const validDays = (days: number | null) =>
  days === null ||
  (Number.isInteger(days) && days >= TYPE_LIMITS.slaMin && days <= TYPE_LIMITS.slaMax);

export type TypeProblems = Map<string, string>;

/** Every problem of the draft, by field (`name`, `sla_days`, `steps`, `steps.2.user_id`,
 *  `steps.0.deadline_days`), as a glossary key. */
export function checkTypeDraft(draft: TypeDraft): TypeProblems {
  const problems: TypeProblems = new Map();
  if (length(draft.name) === 0) problems.set('name', 'requests.admin.errors.nameRequired');
  else if (length(draft.name) > TYPE_LIMITS.nameMax)
    problems.set('name', 'requests.admin.errors.nameTooLong');
  if (length(draft.nameEn) > TYPE_LIMITS.nameMax)
    problems.set('name_en', 'requests.admin.errors.nameTooLong');
  if (length(draft.description) > TYPE_LIMITS.descriptionMax)
    problems.set('description', 'requests.admin.errors.descriptionTooLong');
  if (length(draft.descriptionEn) > TYPE_LIMITS.descriptionMax)
    problems.set('description_en', 'requests.admin.errors.descriptionTooLong');
  if (!validDays(slaDays(draft.sla))) problems.set('sla_days', 'requests.admin.errors.sla');
  if (draft.steps.length === 0 || draft.steps.length > TYPE_LIMITS.stepsMax)
    problems.set('steps', 'requests.admin.errors.steps');
  draft.steps.forEach((step, index) => {
    if (step.approver === 'person' && step.person === null)
      problems.set(`steps.${index}.user_id`, 'requests.admin.errors.stepPerson');
    if (
      step.approver === 'people' &&
      (step.people.length < TYPE_LIMITS.parallelMin || step.people.length > TYPE_LIMITS.parallelMax)
    )
      problems.set(`steps.${index}.user_ids`, 'requests.admin.errors.stepPeople');
    if (!validDays(slaDays(step.deadline)))
      problems.set(`steps.${index}.deadline_days`, 'requests.admin.errors.stepDeadline');
  });
  return problems;
}

/** What the editor sends (a new type, or every field of a changed one but its status, which
 *  the status actions change). */
export function typeInputOf(draft: TypeDraft, form: FormInput): RequestTypeInput {
  const nameEn = draft.nameEn.trim();
  const descriptionEn = draft.descriptionEn.trim();
  return {
    name: draft.name.trim(),
    name_en: nameEn || null,
    description: draft.description.trim(),
    description_en: descriptionEn || null,
    sla_days: slaDays(draft.sla),
    steps: draft.steps.map((step) => {
      const deadline = slaDays(step.deadline);
      const who: RequestStepInput =
        step.approver === 'person' && step.person
          ? { approver: 'person', user_id: step.person.id }
          : step.approver === 'people'
            ? {
                approver: 'people',
                user_ids: step.people.map((person) => person.id),
                rule: step.rule,
              }
            : { approver: step.approver };
      return deadline === null ? who : { ...who, deadline_days: deadline };
    }),
    form,
  };
}

/** A step moved by one place (up: -1, down: 1); the list as it was at an edge. */
export function movedStep(steps: readonly StepDraft[], index: number, by: -1 | 1): StepDraft[] {
  const to = index + by;
  if (to < 0 || to >= steps.length) return [...steps];
  const next = [...steps];
  const [step] = next.splice(index, 1);
  if (step) next.splice(to, 0, step);
  return next;
}
