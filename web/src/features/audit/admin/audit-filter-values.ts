// The filters of the audit trail's screen, and the list call's filters they make.
import type { PersonRef } from '@/api/types';
import { endOfDay, parseDateInput } from '@/lib/date-input';

import type { AuditFilters } from '../api/audit-log';

/** The area an action belongs to: the part of its name before the dot, the server module's name.
 *  The filter offers the areas whose names the modules bring in their glossary parts
 *  (`audit.areas.<area>`, audit-labels.ts). */
export type AuditArea = string;

/** What an action is done to (`user`, `survey`); offered as the modules name them
 *  (`audit.targets.<type>`). */
export type AuditTargetType = string;

export type AuditFilterValues = {
  person: PersonRef | null;
  /** '' for any. */
  area: AuditArea;
  targetType: AuditTargetType;
  /** The target's id as typed. */
  targetId: string;
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = {
  person: null,
  area: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** The period is [from, to): from the start of the first day to the end of the last. */
export function toAuditFilters(values: AuditFilterValues): AuditFilters {
  const from = parseDateInput(values.from);
  const to = parseDateInput(values.to);
  const targetId = values.targetId.trim();
  return {
    ...(values.person ? { actor_id: values.person.id } : {}),
    ...(values.area ? { action: values.area } : {}),
    ...(values.targetType ? { target_type: values.targetType } : {}),
    ...(targetId ? { target_id: targetId } : {}),
    ...(from ? { from: from.getTime() } : {}),
    ...(to ? { to: endOfDay(to) + 1 } : {}),
  };
}
