// The challenge editor's draft: the challenge as the form holds it (numbers as typed, approvers
// as chosen in the picker), to and from the contract's shape, and its checks (the server makes
// them again; its 422 field names are read onto the same paths).
import type { PersonRef } from '@/api/types';

import type { ChallengeAudience, ChallengeInput } from '../api/admin-challenges';
import {
  CHALLENGE_LIMITS,
  type ChallengeApproval,
  type ChallengeDetail,
  type ChallengeEvidence,
  type ChallengeJoinMode,
  type ChallengeKind,
  type ChallengeMetric,
  type ChallengeProductEvent,
  type ChallengeRecurrence,
  type ChallengeStatus,
  type ChallengeTeamBasis,
} from '../api/challenges';

export type ChallengeDraft = {
  title: string;
  rules: string;
  coverKey: string | null;
  coverUrl: string | null;
  kind: ChallengeKind;
  teamBasis: ChallengeTeamBasis;
  audience: ChallengeAudience;
  startsOn: string;
  endsOn: string;
  recurrence: ChallengeRecurrence;
  metric: ChallengeMetric;
  productEvent: ChallengeProductEvent;
  evidence: ChallengeEvidence;
  unit: string;
  maxPerClaim: string;
  target: string;
  rewardPoints: string;
  /** '' for none. */
  badgeId: string;
  approval: ChallengeApproval;
  approvers: PersonRef[];
  maxPerDay: string;
  /** Empty: no cap. */
  maxTotal: string;
  /** Empty: no four eyes. */
  fourEyes: string;
  alternative: string;
  joinMode: ChallengeJoinMode;
  showInFeed: boolean;
};

export const emptyDraft = (): ChallengeDraft => ({
  title: '',
  rules: '',
  coverKey: null,
  coverUrl: null,
  kind: 'individual',
  teamBasis: 'department',
  audience: { everyone: true, departments: [], groups: [] },
  startsOn: '',
  endsOn: '',
  recurrence: 'none',
  metric: 'claims',
  productEvent: 'recognition_sent',
  evidence: 'photo',
  unit: '',
  maxPerClaim: '',
  target: '',
  rewardPoints: '0',
  badgeId: '',
  approval: 'manual',
  approvers: [],
  maxPerDay: '5',
  maxTotal: '',
  fourEyes: '',
  alternative: '',
  joinMode: 'open',
  showInFeed: true,
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** A stored challenge as the form holds it. */
export function draftOf(challenge: ChallengeDetail): ChallengeDraft {
  return {
    title: challenge.title,
    rules: challenge.rules,
    coverKey: challenge.cover_key,
    coverUrl: challenge.cover_url,
    kind: challenge.kind,
    teamBasis: challenge.team_basis ?? 'department',
    audience: challenge.audience,
    startsOn: challenge.starts_on,
    endsOn: challenge.ends_on,
    recurrence: challenge.recurrence,
    metric: challenge.metric,
    productEvent: challenge.product_event ?? 'recognition_sent',
    evidence: challenge.evidence,
    unit: challenge.unit ?? '',
    maxPerClaim: text(challenge.max_per_claim),
    target: String(challenge.target),
    rewardPoints: String(challenge.reward_points),
    badgeId: challenge.badge ? String(challenge.badge.id) : '',
    approval: challenge.approval,
    approvers: challenge.approvers,
    maxPerDay: String(challenge.max_claims_per_day),
    maxTotal: text(challenge.max_claims_total),
    fourEyes: text(challenge.four_eyes_points),
    alternative: challenge.alternative ?? '',
    joinMode: challenge.join_mode,
    showInFeed: challenge.show_in_feed,
  };
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;
const decimal = (value: string) => Number(value.trim().replace(',', '.'));
const wholeOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** Whether the metric takes claims (evidence, approval, limits). */
export const takesClaims = (metric: ChallengeMetric) => metric === 'claims' || metric === 'number';

/** The body of POST /org/challenge and /org/challenge/edit (without the id). */
export function inputOf(draft: ChallengeDraft): ChallengeInput {
  const claims = takesClaims(draft.metric);
  return {
    title: draft.title.trim(),
    rules: draft.rules.trim(),
    cover_key: draft.coverKey,
    kind: draft.kind,
    team_basis: draft.kind === 'team' ? draft.teamBasis : null,
    audience: draft.audience.everyone
      ? { everyone: true, departments: [], groups: [] }
      : draft.audience,
    starts_on: draft.startsOn,
    ends_on: draft.endsOn,
    recurrence: draft.recurrence,
    metric: draft.metric,
    product_event: draft.metric === 'product_event' ? draft.productEvent : null,
    evidence: claims ? draft.evidence : 'none',
    unit: draft.metric === 'number' ? draft.unit.trim() || null : null,
    max_per_claim: draft.metric === 'number' ? decimal(draft.maxPerClaim) : null,
    target: decimal(draft.target),
    reward_points: Number(draft.rewardPoints.trim() || '0'),
    badge_id: draft.badgeId === '' ? null : Number(draft.badgeId),
    approval: claims ? draft.approval : 'auto',
    approver_ids: draft.approvers.map((person) => person.id),
    max_claims_per_day: Number(draft.maxPerDay.trim()),
    max_claims_total: wholeOrNull(draft.maxTotal),
    four_eyes_points: wholeOrNull(draft.fourEyes),
    alternative: draft.alternative.trim() || null,
    join_mode: draft.joinMode,
    show_in_feed: draft.showInFeed,
  };
}

/** What is wrong with a draft: path (as the server's 422 names it) → a key of
 *  challenges.admin.errors. */
export type DraftProblem =
  | 'required'
  | 'tooLong'
  | 'date'
  | 'period'
  | 'positive'
  | 'whole'
  | 'reward'
  | 'perDay'
  | 'atLeastOne'
  | 'audience'
  | 'unit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const chars = (value: string) => [...value.trim()].length;

export function checkDraft(draft: ChallengeDraft): Map<string, DraftProblem> {
  const problems = new Map<string, DraftProblem>();
  if (draft.title.trim() === '') problems.set('title', 'required');
  else if (chars(draft.title) > CHALLENGE_LIMITS.titleMax) problems.set('title', 'tooLong');
  if (chars(draft.rules) > CHALLENGE_LIMITS.rulesMax) problems.set('rules', 'tooLong');
  if (chars(draft.alternative) > CHALLENGE_LIMITS.alternativeMax)
    problems.set('alternative', 'tooLong');
  if (draft.startsOn === '') problems.set('starts_on', 'required');
  else if (!DAY.test(draft.startsOn)) problems.set('starts_on', 'date');
  if (draft.endsOn === '') problems.set('ends_on', 'required');
  else if (!DAY.test(draft.endsOn)) problems.set('ends_on', 'date');
  else if (DAY.test(draft.startsOn) && draft.endsOn < draft.startsOn)
    problems.set('ends_on', 'period');
  if (!DECIMAL.test(draft.target.trim()) || decimal(draft.target) <= 0)
    problems.set('target', 'positive');
  if (draft.metric === 'number') {
    if (chars(draft.unit) > CHALLENGE_LIMITS.unitMax) problems.set('unit', 'unit');
    if (!DECIMAL.test(draft.maxPerClaim.trim()) || decimal(draft.maxPerClaim) <= 0)
      problems.set('max_per_claim', 'positive');
  }
  const reward = draft.rewardPoints.trim();
  if (reward !== '' && (!WHOLE.test(reward) || Number(reward) > CHALLENGE_LIMITS.rewardMax))
    problems.set('reward_points', 'reward');
  const perDay = draft.maxPerDay.trim();
  if (!WHOLE.test(perDay) || Number(perDay) < 1 || Number(perDay) > CHALLENGE_LIMITS.perDayMax)
    problems.set('max_claims_per_day', 'perDay');
  for (const [field, value] of [
    ['max_claims_total', draft.maxTotal],
    ['four_eyes_points', draft.fourEyes],
  ] as const) {
    const typed = value.trim();
    if (typed !== '' && (!WHOLE.test(typed) || Number(typed) < 1))
      problems.set(field, 'atLeastOne');
  }
  if (
    !draft.audience.everyone &&
    draft.audience.departments.length + draft.audience.groups.length === 0
  )
    problems.set('audience', 'audience');
  return problems;
}

/** The fields that stay editable once a challenge is active (the rest: 409 challenge_locked). */
export const EDITABLE_WHEN_ACTIVE = new Set([
  'title',
  'rules',
  'cover_key',
  'ends_on',
  'approver_ids',
  'max_claims_per_day',
  'max_claims_total',
  'four_eyes_points',
  'alternative',
  'show_in_feed',
]);

/** Whether a field may change in a challenge of this status (every field of a draft). */
export const canEdit = (status: ChallengeStatus | null, field: string) =>
  status === null || status === 'draft' || EDITABLE_WHEN_ACTIVE.has(field);

/** A 422's field name in one spelling: `audience[0]` → `audience.0`. */
export const fieldPath = (name: string): string => name.replace(/\[(\d+)\]/g, '.$1');

/** The server's field messages by their path. */
export function fieldMessages(fields: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(fields).map(([name, message]) => [fieldPath(name), message]));
}
