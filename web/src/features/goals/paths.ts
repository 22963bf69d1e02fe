// The goals' screens: `/goals` (spec §2, config/paths.ts) with its tabs and filters in the query,
// and one goal below it, `/goals/:goalId`.
import { paths } from '@/config/paths';

export const goalsParams = {
  /** The tab of `/goals`: mine (default), team, company or all. */
  tab: 'tab',
  /** The filters of the "Todos" tab. */
  preset: 'period',
  from: 'from',
  to: 'to',
  level: 'level',
  category: 'category',
  health: 'health',
  owner: 'owner',
  q: 'q',
} as const;

/** One goal's address. */
export const goalPath = (goalId: number) => `${paths.goals}/${goalId}`;
