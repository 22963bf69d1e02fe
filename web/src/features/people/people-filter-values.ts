// The filters of the people list as the screen holds them, and the list call's parameters they
// make (a filter left at "all" is not sent).
import type { Role } from '@/api/types';

import type { PeopleFilters } from './api/people';

export type RoleFilter = Role | 'all';
export type StateFilter = 'all' | 'active' | 'inactive';

export type PeopleFilterValues = {
  keywords: string;
  /** Match the keywords against e-mail addresses only. */
  emailOnly: boolean;
  role: RoleFilter;
  state: StateFilter;
  /** A department id, '' for every department. */
  department: string;
  /** A group id, '' for every group. */
  group: string;
};

export const EMPTY_PEOPLE_FILTERS: PeopleFilterValues = {
  keywords: '',
  emailOnly: false,
  role: 'all',
  state: 'all',
  department: '',
  group: '',
};

export function toPeopleFilters(values: PeopleFilterValues): PeopleFilters {
  const keywords = values.keywords.trim();
  return {
    ...(keywords ? { keywords } : {}),
    ...(keywords && values.emailOnly ? { search_by_email: true } : {}),
    ...(values.role === 'all' ? {} : { type: values.role }),
    ...(values.state === 'all' ? {} : { active: values.state === 'active' }),
    ...(values.department ? { department: Number(values.department) } : {}),
    ...(values.group ? { group: Number(values.group) } : {}),
  };
}

/** Whether any filter narrows the list (an empty answer then means "no match", not "nobody"). */
export function hasPeopleFilters(values: PeopleFilterValues): boolean {
  return Object.keys(toPeopleFilters(values)).length > 0;
}

/** The list call's order for the table's sort: the person column sorts by name, the department
 *  column by the department's name; none leaves the server's name order. */
export function peopleSort(
  sort: { key: string; desc: boolean } | null,
): Pick<PeopleFilters, 'sort' | 'order'> {
  if (!sort) return {};
  const key = sort.key === 'department' ? 'department' : 'name';
  return { sort: key, ...(sort.desc ? { order: 'desc' } : {}) };
}
