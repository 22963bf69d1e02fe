// The program editor's draft: the program as the form holds it (numbers as typed, owners as
// chosen in the picker), to and from the contract's shape, and its checks (the server makes them
// again; its 422 field names are read onto the same paths).
import type { PersonRef } from '@/api/types';

import type { ProgramActionInput, ProgramAudience, ProgramInput } from '../api/admin-programs';
import {
  PROGRAM_LIMITS,
  type ProgramDetail,
  type ProgramEvidence,
  type ProgramRecurrence,
} from '../api/programs';

export type ActionDraft = {
  id: number | null;
  key: string;
  title: string;
  instructions: string;
  points: string;
  evidence: ProgramEvidence;
  recurrence: ProgramRecurrence;
  /** Empty: no limit within the recurrence. */
  limit: string;
  startsOn: string;
  endsOn: string;
  prerequisites: string[];
  autoApprove: boolean;
};

export type ProgramDraft = {
  title: string;
  description: string;
  coverKey: string | null;
  coverUrl: string | null;
  startsOn: string;
  endsOn: string;
  /** Empty: no cap. */
  budget: string;
  audience: ProgramAudience;
  showInFeed: boolean;
  mandatory: boolean;
  owners: PersonRef[];
  actions: ActionDraft[];
};

/** The first key `a<n>` no action uses. */
export function nextActionKey(actions: readonly Pick<ActionDraft, 'key'>[]): string {
  const used = new Set(actions.map((action) => action.key));
  let n = actions.length + 1;
  while (used.has(`a${n}`)) n += 1;
  return `a${n}`;
}

export function newAction(actions: readonly ActionDraft[]): ActionDraft {
  return {
    id: null,
    key: nextActionKey(actions),
    title: '',
    instructions: '',
    points: '0',
    evidence: 'text',
    recurrence: 'once',
    limit: '',
    startsOn: '',
    endsOn: '',
    prerequisites: [],
    autoApprove: false,
  };
}

export const emptyDraft = (): ProgramDraft => ({
  title: '',
  description: '',
  coverKey: null,
  coverUrl: null,
  startsOn: '',
  endsOn: '',
  budget: '',
  audience: { everyone: true, departments: [], groups: [] },
  showInFeed: true,
  mandatory: false,
  owners: [],
  actions: [newAction([])],
});

/** A stored program as the form holds it (archived actions are left out: saving without them
 *  keeps them archived). */
export function draftOf(program: ProgramDetail): ProgramDraft {
  return {
    title: program.title,
    description: program.description,
    coverKey: program.cover_key,
    coverUrl: program.cover_url,
    startsOn: program.starts_on ?? '',
    endsOn: program.ends_on ?? '',
    budget: program.budget_points === null ? '' : String(program.budget_points),
    audience: program.audience,
    showInFeed: program.show_in_feed,
    mandatory: program.mandatory,
    owners: program.owners,
    actions: program.actions
      .filter((action) => !action.archived)
      .map((action) => ({
        id: action.id,
        key: action.key,
        title: action.title,
        instructions: action.instructions,
        points: String(action.points),
        evidence: action.evidence,
        recurrence: action.recurrence,
        limit: action.per_person_limit === null ? '' : String(action.per_person_limit),
        startsOn: action.starts_on ?? '',
        endsOn: action.ends_on ?? '',
        prerequisites: action.prerequisites.map(String),
        autoApprove: action.auto_approve,
      })),
  };
}

const WHOLE = /^\d+$/;
const wholeOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The body of POST /program and /program/edit (without the id). `withOwners`: admins only
 *  may set them. */
export function inputOf(draft: ProgramDraft, withOwners: boolean): ProgramInput {
  const keys = new Set(draft.actions.map((action) => action.key));
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    cover_key: draft.coverKey,
    starts_on: draft.startsOn || null,
    ends_on: draft.endsOn || null,
    budget_points: wholeOrNull(draft.budget),
    audience: draft.audience.everyone
      ? { everyone: true, departments: [], groups: [] }
      : draft.audience,
    show_in_feed: draft.showInFeed,
    mandatory: draft.mandatory,
    ...(withOwners ? { owner_ids: draft.owners.map((owner) => owner.id) } : {}),
    actions: draft.actions.map((action): ProgramActionInput => ({
      ...(action.id === null ? {} : { id: action.id }),
      key: action.key,
      title: action.title.trim(),
      instructions: action.instructions.trim(),
      points: Number(action.points),
      evidence: action.evidence,
      recurrence: action.recurrence,
      per_person_limit: wholeOrNull(action.limit),
      starts_on: action.startsOn || null,
      ends_on: action.endsOn || null,
      // A removed action is forgotten.
      prerequisites: action.prerequisites.filter((key) => key !== action.key && keys.has(key)),
      auto_approve: action.autoApprove,
    })),
  };
}

/** What is wrong with a draft: path (as the server's 422 names it) → a glossary key of
 *  programs.admin.errors. */
export type DraftProblem =
  | 'required'
  | 'tooLong'
  | 'whole'
  | 'points'
  | 'limit'
  | 'period'
  | 'audience'
  | 'actions'
  | 'date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A typed day that is not one yet (the date input holds the text while it is typed). */
const badDay = (value: string) => value !== '' && !DAY.test(value);

export function checkDraft(draft: ProgramDraft): Map<string, DraftProblem> {
  const problems = new Map<string, DraftProblem>();
  if (draft.title.trim() === '') problems.set('title', 'required');
  else if ([...draft.title.trim()].length > PROGRAM_LIMITS.titleMax)
    problems.set('title', 'tooLong');
  if ([...draft.description.trim()].length > PROGRAM_LIMITS.descriptionMax)
    problems.set('description', 'tooLong');
  if (badDay(draft.startsOn)) problems.set('starts_on', 'date');
  if (badDay(draft.endsOn)) problems.set('ends_on', 'date');
  else if (draft.startsOn && draft.endsOn && draft.endsOn < draft.startsOn)
    problems.set('ends_on', 'period');
  if (draft.budget.trim() !== '' && !WHOLE.test(draft.budget.trim()))
    problems.set('budget_points', 'whole');
  if (
    !draft.audience.everyone &&
    draft.audience.departments.length + draft.audience.groups.length === 0
  )
    problems.set('audience', 'audience');
  if (draft.actions.length === 0) problems.set('actions', 'actions');
  draft.actions.forEach((action, index) => {
    const at = `actions.${index}`;
    if (action.title.trim() === '') problems.set(`${at}.title`, 'required');
    else if ([...action.title.trim()].length > PROGRAM_LIMITS.titleMax)
      problems.set(`${at}.title`, 'tooLong');
    if ([...action.instructions.trim()].length > PROGRAM_LIMITS.instructionsMax)
      problems.set(`${at}.instructions`, 'tooLong');
    const points = action.points.trim();
    if (!WHOLE.test(points) || Number(points) > PROGRAM_LIMITS.pointsMax)
      problems.set(`${at}.points`, 'points');
    const limit = action.limit.trim();
    if (
      limit !== '' &&
      (!WHOLE.test(limit) || Number(limit) < 1 || Number(limit) > PROGRAM_LIMITS.perPersonMax)
    )
      problems.set(`${at}.per_person_limit`, 'limit');
    if (badDay(action.startsOn)) problems.set(`${at}.starts_on`, 'date');
    if (badDay(action.endsOn)) problems.set(`${at}.ends_on`, 'date');
    else if (action.startsOn && action.endsOn && action.endsOn < action.startsOn)
      problems.set(`${at}.ends_on`, 'period');
  });
  return problems;
}

/** A 422's field name in one spelling: `actions[2].title` → `actions.2.title`. */
export const fieldPath = (name: string): string => name.replace(/\[(\d+)\]/g, '.$1');

/** The server's field messages by their path. */
export function fieldMessages(fields: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(fields).map(([name, message]) => [fieldPath(name), message]));
}
