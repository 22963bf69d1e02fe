// The goals calls' shapes, from the contract (api/modules/goals.yaml → src/api/schema.d.ts).
import type { components } from '@/api/schema';
import type { PersonRef } from '@/api/types';

type Schemas = components['schemas'];

export type GoalLevel = Schemas['GoalLevel'];
export const GOAL_LEVELS: readonly GoalLevel[] = ['company', 'department', 'group', 'personal'];

export type GoalMetric = Schemas['GoalMetric'];
export const GOAL_METRICS: readonly GoalMetric[] = ['binary', 'number', 'percent', 'currency'];

export type ProgressMode = Schemas['GoalProgressMode'];
export const PROGRESS_MODES: readonly ProgressMode[] = ['manual', 'checklist', 'children'];

export type GoalStatus = Schemas['GoalStatus'];
export type CheckinStatus = Schemas['GoalCheckinStatus'];
export const CHECKIN_STATUSES: readonly CheckinStatus[] = ['on_track', 'progressing', 'off_track'];

export type Health = Schemas['GoalHealth'];
export const HEALTHS: readonly Health[] = ['on_track', 'behind', 'at_risk', 'not_started', 'done'];

export type Visibility = Schemas['GoalVisibility'];
export const VISIBILITIES: readonly Visibility[] = ['public', 'department', 'private'];

export type Goal = Schemas['Goal'];
export type GoalCategoryRef = NonNullable<Schemas['GoalCategoryRef']>;
export type ChecklistItem = Schemas['GoalChecklistItem'];
export type GoalLink = Schemas['GoalLink'];
export type Forecast = Schemas['GoalForecast'];
export type ForecastPoint = Forecast['points'][number];
export type GoalDetail = Schemas['GoalDetail'];
export type GoalOutcome = 'achieved' | 'missed';
export type Checkin = Schemas['GoalCheckin'];
export type GoalComment = Schemas['GoalComment'];
export type TreeNode = Schemas['GoalTreeNode'];
export type GoalCategory = Schemas['GoalCategory'];
export type GoalCategoryInput = Schemas['GoalCategoryInput'];
export type GoalSettings = Schemas['GoalSettings'];
export type GoalRequest = Schemas['GoalInput'];
export type GoalPatch = Schemas['GoalPatch'];

export type CloseResult = {
  goal: GoalDetail;
  recognition: { people: PersonRef[]; message: string } | null;
};
