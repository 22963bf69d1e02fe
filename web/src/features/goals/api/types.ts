// The goals calls' shapes (api/modules/goals.yaml). Written from the agreed contract
// (goals-api.md) until the generated schema carries them; each name mirrors the contract's.
import type { PersonRef } from '@/api/types';

export type GoalLevel = 'company' | 'department' | 'group' | 'personal';
export const GOAL_LEVELS: readonly GoalLevel[] = ['company', 'department', 'group', 'personal'];

export type GoalMetric = 'binary' | 'number' | 'percent' | 'currency';
export const GOAL_METRICS: readonly GoalMetric[] = ['binary', 'number', 'percent', 'currency'];

export type ProgressMode = 'manual' | 'checklist' | 'children';
export const PROGRESS_MODES: readonly ProgressMode[] = ['manual', 'checklist', 'children'];

export type GoalStatus = 'active' | 'pending_approval' | 'achieved' | 'missed' | 'archived';
export type CheckinStatus = 'on_track' | 'progressing' | 'off_track';
export const CHECKIN_STATUSES: readonly CheckinStatus[] = ['on_track', 'progressing', 'off_track'];

export type Health = 'on_track' | 'behind' | 'at_risk' | 'not_started' | 'done';
export const HEALTHS: readonly Health[] = ['on_track', 'behind', 'at_risk', 'not_started', 'done'];

export type Visibility = 'public' | 'department' | 'private';
export const VISIBILITIES: readonly Visibility[] = ['public', 'department', 'private'];

export type NamedRef = { id: number; name: string };

export type GoalCategoryRef = { id: number; name: string; value_id: number | null };

export type Goal = {
  id: number;
  title: string;
  level: GoalLevel;
  department: NamedRef | null;
  group: NamedRef | null;
  owner: PersonRef;
  co_owners: PersonRef[];
  category: GoalCategoryRef | null;
  starts_on: string;
  ends_on: string;
  metric: GoalMetric;
  unit?: string | null;
  currency?: string | null;
  start_value: number;
  target_value: number;
  current_value: number;
  progress: number;
  expected: number;
  health: Health;
  status: GoalStatus;
  weight: number;
  visibility: Visibility;
  last_checkin: { at: string; status: CheckinStatus; confidence: number } | null;
  parents_count: number;
  children_count: number;
  points: number;
  updated_at: string;
};

export type ChecklistItem = {
  id: number;
  title: string;
  done: boolean;
  weight: number | null;
  done_at?: string | null;
  done_by?: PersonRef | null;
};

export type GoalLink = { goal: Goal; contribution: number };

export type ForecastPoint = { on: string; value: number };

export type Forecast = {
  value: number;
  low: number;
  high: number;
  method: 'linear';
  at_risk: boolean;
  points: ForecastPoint[];
};

export type GoalPermissions = {
  edit: boolean;
  check_in: boolean;
  close: boolean;
  delete: boolean;
  approve: boolean;
  comment: boolean;
};

export type GoalOutcome = 'achieved' | 'missed';

export type GoalDetail = Goal & {
  description: string | null;
  progress_mode: ProgressMode;
  viewers?: PersonRef[];
  checklist: ChecklistItem[];
  parents: GoalLink[];
  children: GoalLink[];
  hidden_children: number;
  forecast: Forecast | null;
  can: GoalPermissions;
  closed: {
    outcome: GoalOutcome;
    value: number | null;
    comment: string | null;
    at: string;
    by: PersonRef;
  } | null;
};

export type Checkin = {
  id: number;
  author: PersonRef;
  value: number;
  status: CheckinStatus;
  confidence: number;
  comment: string | null;
  attachments: { key: string; name: string; url: string }[];
  created_at: string;
};

export type GoalComment = { id: number; author: PersonRef; body: string; created_at: string };

export type TreeNode = Goal & { contribution?: number | null };

export type GoalCategory = {
  id: number;
  name: { es: string; en?: string | null };
  value_id: number | null;
  active: boolean;
};

export type GoalSettings = { nudge_days: number; behind_delta: number; at_risk_delta: number };

export type CloseResult = {
  goal: GoalDetail;
  recognition: { people: PersonRef[]; message: string } | null;
};

export type GoalRequest = {
  title: string;
  description?: string | null;
  owner_id: number;
  co_owner_ids?: number[];
  level: GoalLevel;
  department_id?: number | null;
  group_id?: number | null;
  category_id?: number | null;
  starts_on: string;
  ends_on: string;
  metric: GoalMetric;
  unit?: string | null;
  currency?: string | null;
  start_value?: number | null;
  target_value?: number | null;
  progress_mode: ProgressMode;
  visibility: Visibility;
  viewer_ids?: number[];
  weight?: number | null;
  points?: number | null;
  checklist?: { title: string; weight?: number | null }[];
  parents?: { goal_id: number; contribution: number }[];
};
