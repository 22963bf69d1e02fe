// The dependant form: its values, its checks and the request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  DEPENDANT_LIMITS,
  type CoverageDependantInput,
  type CoverageRelationship,
} from '../api/coverages';

export type DependantValues = {
  full_name: string;
  relationship: CoverageRelationship | '';
  birth_date: string;
  national_id: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's problems, field → glossary key: a name, a relationship, a birth date not in the
 *  future (`today` as yyyy-MM-dd). */
export function validateDependant(values: DependantValues, today: string): FieldChecks {
  const errors: FieldChecks = {};
  if (!values.full_name.trim()) errors.full_name = 'coverages.dependants.errors.nameRequired';
  else if (values.full_name.trim().length > DEPENDANT_LIMITS.nameMax)
    errors.full_name = 'coverages.dependants.errors.nameTooLong';
  if (!values.relationship) errors.relationship = 'coverages.dependants.errors.relationship';
  if (!DAY.test(values.birth_date)) errors.birth_date = 'coverages.dependants.errors.birthDate';
  else if (values.birth_date > today || values.birth_date < '1900-01-01')
    errors.birth_date = 'coverages.dependants.errors.birthDateRange';
  if (values.national_id.trim().length > DEPENDANT_LIMITS.nationalIdMax)
    errors.national_id = 'coverages.dependants.errors.nationalIdTooLong';
  return errors;
}

/** The request a valid form sends. */
export function toDependantInput(values: DependantValues): CoverageDependantInput {
  return {
    full_name: values.full_name.trim(),
    relationship: values.relationship as CoverageRelationship,
    birth_date: values.birth_date,
    national_id: values.national_id.trim() || null,
  };
}
