// The communication group form: a name (required, at most 100 characters, as the server checks)
// and its people (at most 5000); and the request it sends (the whole member list).
import type { PersonRef } from '@/api/types';

import { GROUP_LIMITS, type CommunicationGroup, type CommunicationGroupInput } from '../api/groups';

export type GroupFormValues = { name: string; members: PersonRef[] };

export type GroupErrorKey =
  | 'communications.groups.errors.nameRequired'
  | 'communications.groups.errors.nameTooLong'
  | 'communications.groups.errors.membersTooMany';

/** The form of a new group, or of the group loaded with its members. */
export function groupFormFrom(group: CommunicationGroup | null): GroupFormValues {
  return { name: group?.name ?? '', members: group?.members ?? [] };
}

export function validateGroupForm(values: GroupFormValues): {
  name?: GroupErrorKey;
  members?: GroupErrorKey;
} {
  const errors: { name?: GroupErrorKey; members?: GroupErrorKey } = {};
  const length = [...values.name.trim()].length;
  if (length === 0) errors.name = 'communications.groups.errors.nameRequired';
  else if (length > GROUP_LIMITS.nameMaxLength)
    errors.name = 'communications.groups.errors.nameTooLong';
  if (values.members.length > GROUP_LIMITS.maxMembers)
    errors.members = 'communications.groups.errors.membersTooMany';
  return errors;
}

export function toGroupInput(values: GroupFormValues): CommunicationGroupInput {
  return { name: values.name.trim(), member_ids: values.members.map((person) => person.id) };
}
