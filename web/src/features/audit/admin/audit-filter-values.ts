// The filters of the audit trail's screen, and the list call's filters they make.
import type { PersonRef } from '@/api/types';
import { endOfDay, parseDateInput } from '@/lib/date-input';

import type { AuditFilters } from '../api/audit-log';

/** The areas an action belongs to (the part of its name before the dot), as the filter offers
 *  them. */
export const AUDIT_AREAS = [
  'people',
  'accounts',
  'structure',
  'points',
  'recognition',
  'badges',
  'feed',
  'catalog',
  'orders',
  'communications',
  'tenancy',
  'directory',
  'i18n',
  'celebrations',
  'podium',
  'api_keys',
  'whatsapp',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** What an action is done to, as the filter offers them. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'department',
  'group',
  'organization',
  'post',
  'recognition_type',
  'value',
  'badge',
  'product',
  'product_category',
  'provider',
  'order',
  'order_item',
  'point_request',
  'communication',
  'communication_group',
  'api_key',
  'import_job',
  'directory',
  'whatsapp',
  'text',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export type AuditFilterValues = {
  person: PersonRef | null;
  area: AuditArea | '';
  targetType: AuditTargetType | '';
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
