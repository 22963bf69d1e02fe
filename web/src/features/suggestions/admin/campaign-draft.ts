// The campaign editor's values and their checks before the call: the question, description,
// deadline (a day, the campaign closing at its end), audience, reviewers and the points for an
// accepted and an implemented idea. What the server refuses comes back by field.
import type { PersonRef } from '@/api/types';
import { endOfDay, parseDateInput, toDateInput } from '@/lib/date-input';

import { IDEA_LIMITS, type IdeaCampaign, type IdeaCampaignInput } from '../api/ideas';

export type CampaignDraft = {
  title: string;
  description: string;
  /** yyyy-MM-dd. */
  deadline: string;
  everyone: boolean;
  departments: number[];
  groups: number[];
  reviewers: PersonRef[];
  acceptedPoints: string;
  implementedPoints: string;
};

export type DraftField =
  | 'title'
  | 'description'
  | 'deadline'
  | 'audience'
  | 'reviewer_ids'
  | 'accepted_points'
  | 'implemented_points';

/** The glossary keys of the draft's own problems. */
export type DraftProblem =
  | 'suggestions.editor.errors.titleRequired'
  | 'suggestions.editor.errors.deadlineInvalid'
  | 'suggestions.editor.errors.deadlinePast'
  | 'suggestions.editor.errors.audienceEmpty'
  | 'suggestions.editor.errors.reviewersRequired'
  | 'suggestions.editor.errors.points';

export function emptyDraft(): CampaignDraft {
  return {
    title: '',
    description: '',
    deadline: '',
    everyone: true,
    departments: [],
    groups: [],
    reviewers: [],
    acceptedPoints: '0',
    implementedPoints: '0',
  };
}

export function draftOf(campaign: IdeaCampaign): CampaignDraft {
  return {
    title: campaign.title,
    description: campaign.description,
    deadline: toDateInput(new Date(campaign.deadline)),
    everyone: campaign.audience.everyone,
    departments: [...campaign.audience.departments],
    groups: [...campaign.audience.groups],
    reviewers: [...campaign.reviewers],
    acceptedPoints: String(campaign.accepted_points),
    implementedPoints: String(campaign.implemented_points),
  };
}

const POINTS = /^\d{1,5}$/;

function pointsOf(text: string): number | null {
  if (!POINTS.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= IDEA_LIMITS.points ? value : null;
}

/** The draft's problems by field (empty: it may be sent). `now` in epoch ms. */
export function checkDraft(
  draft: CampaignDraft,
  now: number,
): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'suggestions.editor.errors.titleRequired';
  const day = parseDateInput(draft.deadline);
  if (!day) problems.deadline = 'suggestions.editor.errors.deadlineInvalid';
  else if (endOfDay(day) <= now) problems.deadline = 'suggestions.editor.errors.deadlinePast';
  if (!draft.everyone && draft.departments.length === 0 && draft.groups.length === 0)
    problems.audience = 'suggestions.editor.errors.audienceEmpty';
  if (draft.reviewers.length === 0)
    problems.reviewer_ids = 'suggestions.editor.errors.reviewersRequired';
  if (pointsOf(draft.acceptedPoints) === null)
    problems.accepted_points = 'suggestions.editor.errors.points';
  if (pointsOf(draft.implementedPoints) === null)
    problems.implemented_points = 'suggestions.editor.errors.points';
  return problems;
}

/** The call's body (without its status); call only for a draft without problems. */
export function toCampaignInput(draft: CampaignDraft): Omit<IdeaCampaignInput, 'status'> {
  const day = parseDateInput(draft.deadline);
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    deadline: day ? endOfDay(day) : 0,
    audience: {
      everyone: draft.everyone,
      departments: draft.everyone ? [] : draft.departments,
      groups: draft.everyone ? [] : draft.groups,
    },
    reviewer_ids: draft.reviewers.map((person) => person.id),
    accepted_points: pointsOf(draft.acceptedPoints) ?? 0,
    implemented_points: pointsOf(draft.implementedPoints) ?? 0,
  };
}
