// The assign form: some people, or a whole department (its active members); its checks and the
// request it sends.
import type { PersonRef } from '@/api/types';

import { SITE_LIMITS, type AssignPeople } from '../api/admin-workplace';

export type AssignValues = {
  mode: 'people' | 'department';
  people: PersonRef[];
  department: string;
};

/** Every problem of the form, field → glossary key. */
export function validateAssign(values: AssignValues): Partial<Record<string, string>> {
  if (values.mode === 'department')
    return values.department ? {} : { department: 'workplace.assign.errors.department' };
  if (values.people.length === 0) return { people: 'workplace.assign.errors.people' };
  if (values.people.length > SITE_LIMITS.peopleAtOnce)
    return { people: 'workplace.assign.errors.tooMany' };
  return {};
}

/** The request: the people chosen, or the department. */
export const toAssignRequest = (values: AssignValues): AssignPeople =>
  values.mode === 'department'
    ? { department_id: Number(values.department) }
    : { user_ids: values.people.map((person) => person.id) };
