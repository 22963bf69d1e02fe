// The optional attributes an organisation may record of a person (issue 33/34): the contract
// type and the gender, in the contract's order, and their names (shared glossary
// people.contractTypes / people.genders). The people form, benefits' rules and analytics'
// groups all name them the same way.
import type { TFunction } from 'i18next';

import type { ContractType, Gender } from '@/api/types';

export const CONTRACT_TYPES: readonly ContractType[] = [
  'indefinite',
  'fixed_term',
  'project',
  'services',
  'internship',
];

export const GENDERS: readonly Gender[] = ['female', 'male', 'non_binary', 'other'];

export const isContractType = (value: string): value is ContractType =>
  (CONTRACT_TYPES as readonly string[]).includes(value);

export const isGender = (value: string): value is Gender =>
  (GENDERS as readonly string[]).includes(value);

/** "fixed_term" → "Plazo fijo" / "Fixed-term". */
export const contractTypeName = (t: TFunction, type: ContractType): string =>
  t(`people.contractTypes.${type}`);

/** "non_binary" → "No binario" / "Non-binary". */
export const genderName = (t: TFunction, gender: Gender): string => t(`people.genders.${gender}`);
