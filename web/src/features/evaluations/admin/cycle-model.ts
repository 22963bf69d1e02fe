// The cycle form's values (what the admin types, numbers as text), their checks (the server's
// rules: name 1–120, window from ≤ to, at least one direction, deadlines in order, the peers'
// limits) and the request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  DIRECTIONS,
  type Cycle,
  type CycleFields,
  type Direction,
  type NominatedBy,
  type Visibility,
} from './types';

type KeptVisibility = Cycle['visibility'];

export type CycleValues = {
  name: string;
  description: string;
  period_from: string;
  period_to: string;
  directions: Direction[];
  deadlines: {
    nomination_due: string;
    writing_due: string;
    calibration_due: string;
    sharing_due: string;
  };
  peers: { min: string; max: string; nominated_by: NominatedBy; per_reviewer_cap: string };
  include_goals: boolean;
  include_competencies: boolean;
  visibility: Visibility;
};

export const DEFAULT_VISIBILITY: Visibility = {
  reviewee: { self: 'named', leader: 'named', peer: 'aggregate', upward: 'aggregate' },
  leader: { self: 'named', peer: 'aggregate', upward: 'aggregate' },
};

export const DEFAULT_VALUES: CycleValues = {
  name: '',
  description: '',
  period_from: '',
  period_to: '',
  directions: ['self', 'leader'],
  deadlines: { nomination_due: '', writing_due: '', calibration_due: '', sharing_due: '' },
  peers: { min: '3', max: '5', nominated_by: 'reviewee', per_reviewer_cap: '5' },
  include_goals: true,
  include_competencies: true,
  visibility: DEFAULT_VISIBILITY,
};

export function cycleValues(cycle: Cycle | null): CycleValues {
  if (!cycle) return structuredClone(DEFAULT_VALUES);
  return {
    name: cycle.name,
    description: cycle.description ?? '',
    period_from: cycle.period_from,
    period_to: cycle.period_to,
    directions: DIRECTIONS.filter((direction) => cycle.directions.includes(direction)),
    deadlines: {
      nomination_due: cycle.deadlines.nomination_due ?? '',
      writing_due: cycle.deadlines.writing_due,
      calibration_due: cycle.deadlines.calibration_due,
      sharing_due: cycle.deadlines.sharing_due,
    },
    peers: {
      min: String(cycle.peers.min),
      max: String(cycle.peers.max),
      nominated_by: cycle.peers.nominated_by,
      per_reviewer_cap: String(cycle.peers.per_reviewer_cap),
    },
    include_goals: cycle.include_goals,
    include_competencies: cycle.include_competencies,
    visibility: fullVisibility(cycle.visibility),
  };
}

/** A real day written yyyy-MM-dd. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The matrix as kept, each cell the default where absent. */
export function fullVisibility(kept: KeptVisibility): Visibility {
  const base = DEFAULT_VISIBILITY;
  return {
    reviewee: { ...base.reviewee, ...kept.reviewee },
    leader: { ...base.leader, ...kept.leader },
  };
}

const wholeIn = (value: string, min: number, max: number): number | null => {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/** The deadlines in their order, the nomination's only with peers. */
const DEADLINES = ['nomination_due', 'writing_due', 'calibration_due', 'sharing_due'] as const;

export function validateCycle(values: CycleValues): FieldChecks {
  const errors: FieldChecks = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'evaluations.admin.editor.errors.nameRequired';
  else if (name.length > 120) errors.name = 'evaluations.admin.editor.errors.nameLong';
  if (values.description.trim().length > 2000)
    errors.description = 'evaluations.admin.editor.errors.descriptionLong';

  if (!isDay(values.period_from)) errors.period_from = 'evaluations.admin.editor.errors.day';
  if (!isDay(values.period_to)) errors.period_to = 'evaluations.admin.editor.errors.day';
  else if (isDay(values.period_from) && values.period_to < values.period_from)
    errors.period_to = 'evaluations.admin.editor.errors.periodOrder';

  if (values.directions.length === 0)
    errors.directions = 'evaluations.admin.editor.errors.directions';
  const peers = values.directions.includes('peer');

  let previous: string | null = null;
  for (const field of DEADLINES) {
    if (field === 'nomination_due' && !peers) continue;
    const value = values.deadlines[field];
    if (!isDay(value)) {
      errors[`deadlines.${field}`] = 'evaluations.admin.editor.errors.day';
      continue;
    }
    if (previous !== null && value < previous)
      errors[`deadlines.${field}`] = 'evaluations.admin.editor.errors.deadlineOrder';
    previous = value;
  }

  if (peers) {
    const min = wholeIn(values.peers.min, 0, 10);
    const max = wholeIn(values.peers.max, 1, 10);
    if (min === null) errors['peers.min'] = 'evaluations.admin.editor.errors.peersMin';
    if (max === null) errors['peers.max'] = 'evaluations.admin.editor.errors.peersMax';
    else if (min !== null && max < min)
      errors['peers.max'] = 'evaluations.admin.editor.errors.peersMaxBelowMin';
    if (wholeIn(values.peers.per_reviewer_cap, 1, 20) === null)
      errors['peers.per_reviewer_cap'] = 'evaluations.admin.editor.errors.peersCap';
  }
  return errors;
}

/** Every field a valid form sends (directions in their usual order). */
export function toCycleFields(values: CycleValues): CycleFields {
  const peers = values.directions.includes('peer');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    period_from: values.period_from,
    period_to: values.period_to,
    directions: DIRECTIONS.filter((direction) => values.directions.includes(direction)),
    deadlines: {
      ...(peers ? { nomination_due: values.deadlines.nomination_due } : {}),
      writing_due: values.deadlines.writing_due,
      calibration_due: values.deadlines.calibration_due,
      sharing_due: values.deadlines.sharing_due,
    },
    peers: peers
      ? {
          min: Number(values.peers.min),
          max: Number(values.peers.max),
          nominated_by: values.peers.nominated_by,
          per_reviewer_cap: Number(values.peers.per_reviewer_cap),
        }
      : {
          min: Number(DEFAULT_VALUES.peers.min),
          max: Number(DEFAULT_VALUES.peers.max),
          nominated_by: DEFAULT_VALUES.peers.nominated_by,
          per_reviewer_cap: Number(DEFAULT_VALUES.peers.per_reviewer_cap),
        },
    include_goals: values.include_goals,
    include_competencies: values.include_competencies,
    visibility: values.visibility,
  };
}

/** What may still change once the cycle is launched: its name, description and deadlines. */
export function launchedPatch(values: CycleValues) {
  const fields = toCycleFields(values);
  return { name: fields.name, description: fields.description, deadlines: fields.deadlines };
}

/** The request fields the form shows next to a control (the server's 422 names them). */
export const SERVER_FIELDS = [
  'deadlines.nomination_due',
  'deadlines.writing_due',
  'deadlines.calibration_due',
  'deadlines.sharing_due',
  'peers.min',
  'peers.max',
  'peers.nominated_by',
  'peers.per_reviewer_cap',
] as const;
