// The close form: Logrado / No logrado, the final value and a comment, and their checks.
import type { FieldChecks } from '@/components/form/schema-resolver';

import type { GoalOutcome } from '../api/types';

export type CloseValues = { outcome: GoalOutcome; value: string; comment: string };

export function validateClose(values: CloseValues): FieldChecks {
  const errors: FieldChecks = {};
  if (values.value.trim() !== '' && !Number.isFinite(Number(values.value.replace(',', '.')))) {
    errors.value = 'goals.close.errors.value';
  }
  if (values.comment.length > 2000) errors.comment = 'goals.close.errors.comment';
  return errors;
}
