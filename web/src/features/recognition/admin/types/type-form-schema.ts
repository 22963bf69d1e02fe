// The recognition type form: its values, the client checks (beside the mutation that sends it)
// and the request body. Limits follow the contract's RecognitionTypeInput and the server's
// rule 0 ≤ min ≤ max ≤ 1,000,000.
import type { Role } from '@/api/types';
import {
  checkEnglishWording,
  englishWordingFrom,
  toEnglishWording,
  type EnglishWordingError,
  type EnglishWordingValues,
} from '@/components/form/english-wording';
import { parseWholeNumber } from '@/lib/whole-number';

import type { AdminRecognitionType, RecognitionTypeInput } from '../api/types';

export const ROLES: readonly Role[] = ['employee', 'leader', 'admin'];
export const TYPE_LIMITS = {
  nameMaxLength: 80,
  descriptionMaxLength: 500,
  emojiMaxLength: 16,
  subTypeNameMaxLength: 80,
  maxPoints: 1_000_000,
} as const;

export type TypeFormValues = EnglishWordingValues & {
  name: string;
  description: string;
  emoji: string;
  min_points: string;
  max_points: string;
  roles: Role[];
  special: boolean;
  /** '' for none. */
  super_type_id: string;
  /** Sub types to create with a new type. */
  sub_types: string[];
};

export type TypeFieldName =
  | 'name'
  | 'description'
  | 'name_en'
  | 'description_en'
  | 'emoji'
  | 'min_points'
  | 'max_points'
  | 'roles';

/** Glossary keys of the client checks. */
export type TypeFieldError =
  | EnglishWordingError
  | 'admin.types.errors.nameRequired'
  | 'admin.types.errors.nameTooLong'
  | 'admin.types.errors.descriptionTooLong'
  | 'admin.types.errors.emojiTooLong'
  | 'admin.types.errors.pointsInvalid'
  | 'admin.types.errors.pointsTooHigh'
  | 'admin.types.errors.minAboveMax'
  | 'admin.types.errors.rolesRequired'
  | 'admin.types.errors.specialEmployee';

export type TypeFormErrors = Partial<Record<TypeFieldName, TypeFieldError>>;

export function emptyTypeForm(): TypeFormValues {
  return {
    name: '',
    description: '',
    ...englishWordingFrom(null),
    emoji: '',
    min_points: '1',
    max_points: '100',
    roles: [...ROLES],
    special: false,
    super_type_id: '',
    sub_types: [],
  };
}

export function typeFormFrom(type: AdminRecognitionType): TypeFormValues {
  return {
    name: type.name,
    description: type.description ?? '',
    ...englishWordingFrom(type),
    emoji: type.emoji ?? '',
    min_points: String(type.min_points),
    max_points: String(type.max_points),
    roles: ROLES.filter((role) => type.roles.includes(role)),
    special: type.special,
    super_type_id: type.super_type ? String(type.super_type.id) : '',
    sub_types: [],
  };
}

const parsePoints = parseWholeNumber;

function checkPoints(text: string): TypeFieldError | null {
  const value = parsePoints(text);
  if (value === null) return 'admin.types.errors.pointsInvalid';
  if (value > TYPE_LIMITS.maxPoints) return 'admin.types.errors.pointsTooHigh';
  return null;
}

export function validateTypeForm(values: TypeFormValues): TypeFormErrors {
  const errors: TypeFormErrors = checkEnglishWording(values);
  const name = values.name.trim();
  if (!name) errors.name = 'admin.types.errors.nameRequired';
  else if (name.length > TYPE_LIMITS.nameMaxLength) errors.name = 'admin.types.errors.nameTooLong';
  if (values.description.trim().length > TYPE_LIMITS.descriptionMaxLength)
    errors.description = 'admin.types.errors.descriptionTooLong';
  if (values.emoji.trim().length > TYPE_LIMITS.emojiMaxLength)
    errors.emoji = 'admin.types.errors.emojiTooLong';

  const minError = checkPoints(values.min_points);
  const maxError = checkPoints(values.max_points);
  if (minError) errors.min_points = minError;
  if (maxError) errors.max_points = maxError;
  const min = parsePoints(values.min_points);
  const max = parsePoints(values.max_points);
  if (!minError && !maxError && min !== null && max !== null && min > max)
    errors.max_points = 'admin.types.errors.minAboveMax';

  if (values.roles.length === 0) errors.roles = 'admin.types.errors.rolesRequired';
  else if (values.special && values.roles.includes('employee'))
    errors.roles = 'admin.types.errors.specialEmployee';
  return errors;
}

/** The request body of a valid form (call validateTypeForm first). */
export function toTypeInput(values: TypeFormValues): RecognitionTypeInput {
  const subTypes = values.sub_types.map((name) => name.trim()).filter(Boolean);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ...toEnglishWording(values),
    emoji: values.emoji.trim() || null,
    min_points: parsePoints(values.min_points) ?? 0,
    max_points: parsePoints(values.max_points) ?? 0,
    roles: ROLES.filter((role) => values.roles.includes(role)),
    special: values.special,
    super_type_id: values.super_type_id ? Number(values.super_type_id) : null,
    ...(subTypes.length > 0 ? { sub_types: subTypes } : {}),
  };
}
