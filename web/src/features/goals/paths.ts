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
  /** The chosen owner's name, to show the filter again without reading the person. */
  ownerName: 'ownerName',
  q: 'q',
} as const;

/** One goal's address. */
export const goalPath = (goalId: number) => `${paths.goals}/${goalId}`;
