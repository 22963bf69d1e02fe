// The department and group forms: a name (required, at most 80 characters, as the server
// checks), a department's leader and a new group's first members; and the requests they send.
import type { PersonRef } from '@/api/types';
import {
  STRUCTURE_NAME_MAX_LENGTH,
  type DepartmentDetail,
  type Group,
} from '@/lib/calls/directory';

import type { DepartmentInput } from './api/departments';
import { GROUP_MEMBERS_MAX, type NewGroup } from './api/groups';

export type NameError = 'structure.errors.nameRequired' | 'structure.errors.nameTooLong';
export type MembersError = 'structure.errors.membersRequired' | 'structure.errors.membersTooMany';

export type DepartmentFormValues = { name: string; leader: PersonRef | null };
export type GroupFormValues = { name: string; members: PersonRef[] };
/** People to add to a group. */
export type NewMembersValues = { people: PersonRef[] };

function checkName(name: string): { name?: NameError } {
  const length = [...name.trim()].length;
  if (length === 0) return { name: 'structure.errors.nameRequired' };
  if (length > STRUCTURE_NAME_MAX_LENGTH) return { name: 'structure.errors.nameTooLong' };
  return {};
}

export const validateDepartmentForm = (values: DepartmentFormValues) => checkName(values.name);

export function validateGroupForm(values: GroupFormValues): {
  name?: NameError;
  members?: MembersError;
} {
  const errors: { name?: NameError; members?: MembersError } = checkName(values.name);
  if (values.members.length > GROUP_MEMBERS_MAX) errors.members = 'structure.errors.membersTooMany';
  return errors;
}

export function validateNewMembers(values: NewMembersValues): { people?: MembersError } {
  if (values.people.length === 0) return { people: 'structure.errors.membersRequired' };
  if (values.people.length > GROUP_MEMBERS_MAX)
    return { people: 'structure.errors.membersTooMany' };
  return {};
}

export function departmentFormFrom(department: DepartmentDetail | null): DepartmentFormValues {
  return { name: department?.name ?? '', leader: department?.leader ?? null };
}

/** Name and leader (null: none). An edit sends the leader only when it changed: the server
 *  checks a leader it is sent, and one who was deactivated since would refuse a rename. */
export function toDepartmentInput(
  values: DepartmentFormValues,
  department: DepartmentDetail | null,
): DepartmentInput {
  const leaderId = values.leader?.id ?? null;
  const unchanged = department !== null && leaderId === (department.leader?.id ?? null);
  return { name: values.name.trim(), ...(unchanged ? {} : { leader_id: leaderId }) };
}

export function groupFormFrom(group: Group | null): GroupFormValues {
  return { name: group?.name ?? '', members: [] };
}

/** A new group: its name, and its first members when some were chosen. */
export function toNewGroup(values: GroupFormValues): NewGroup {
  const memberIds = values.members.map((person) => person.id);
  return { name: values.name.trim(), ...(memberIds.length > 0 ? { member_ids: memberIds } : {}) };
}
