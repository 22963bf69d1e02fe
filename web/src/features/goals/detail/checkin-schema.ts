// The check-in form (GOA-3): its values as typed, its checks (field → glossary key) and the
// request it sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import type { CheckinRequest } from '../api/goals';
import type { CheckinStatus, GoalMetric } from '../api/types';

export type CheckinValues = {
  value: string;
  status: CheckinStatus;
  confidence: string;
  comment: string;
};

export const COMMENT_MAX = 2000;

export function validateCheckin(values: CheckinValues, metric: GoalMetric): FieldChecks {
  const errors: FieldChecks = {};
  const value = Number(values.value.replace(',', '.'));
  if (values.value.trim() === '' || !Number.isFinite(value))
    errors.value = 'goals.checkin.errors.value';
  else if (metric === 'percent' && (value < 0 || value > 100))
    errors.value = 'goals.checkin.errors.percent';
  const confidence = Number(values.confidence);
  if (!Number.isInteger(confidence) || confidence < 1 || confidence > 5) {
    errors.confidence = 'goals.checkin.errors.confidence';
  }
  if (values.comment.length > COMMENT_MAX) errors.comment = 'goals.checkin.errors.comment';
  return errors;
}

export function toCheckinRequest(values: CheckinValues, attachments: string[]): CheckinRequest {
  const comment = values.comment.trim();
  return {
    value: Number(values.value.replace(',', '.')),
    status: values.status,
    confidence: Number(values.confidence),
    ...(comment ? { comment } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
