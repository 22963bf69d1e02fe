// The benefit form: texts in Spanish (English optional), picture, provider, category, country,
// how to use it (instructions, code, link, contact), dates, whether everyone eligible has it or
// asks for it (with who approves and its price in points) and the eligibility rules; its checks
// and the request a valid form sends.
import type { ContractType } from '@/api/types';
import type { FieldChecks } from '@/components/form/schema-resolver';
import { CONTRACT_TYPES } from '@/lib/person-attributes';
import { checkImageFile, type ImageType } from '@/lib/uploads/image-file';
import { UPLOAD_RULES } from '@/lib/uploads/presigned-upload';
import { parseWholeNumber } from '@/lib/whole-number';

import {
  BENEFIT_LIMITS,
  type BenefitAdmin,
  type BenefitInput,
  type BenefitStatus,
} from '../api/admin-benefits';
import type { BenefitApproval, BenefitEligibility, BenefitMode } from '../api/benefits';

export type BenefitFormValues = {
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  provider: string;
  category: string;
  /** ISO 3166-1 alpha-2, '' for none. */
  country: string;
  how_to_use: string;
  code: string;
  link: string;
  contact: string;
  /** yyyy-MM-dd, '' for none. */
  valid_from: string;
  valid_until: string;
  mode: BenefitMode;
  approval: BenefitApproval;
  /** Typed as text, checked as a whole number. */
  price_points: string;
  departments: number[];
  groups: number[];
  countries: string[];
  /** None: any contract type (and people without one recorded). */
  contract_types: ContractType[];
  /** Months, '' for no minimum. */
  min_tenure_months: string;
  /** The image kept (its key), null once removed or when it has none. */
  image_key: string | null;
  /** A new picture chosen to replace it. */
  image: File | null;
};

const COUNTRY = /^[A-Za-z]{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form of a new benefit (granted to everyone, no approval), or of the one edited. */
export function benefitFormFrom(benefit: BenefitAdmin | null): BenefitFormValues {
  return {
    title: benefit?.title ?? '',
    title_en: benefit?.title_en ?? '',
    description: benefit?.description ?? '',
    description_en: benefit?.description_en ?? '',
    provider: benefit?.provider ?? '',
    category: benefit?.category ?? '',
    country: benefit?.country ?? '',
    how_to_use: benefit?.how_to_use ?? '',
    code: benefit?.code ?? '',
    link: benefit?.link ?? '',
    contact: benefit?.contact ?? '',
    valid_from: benefit?.valid_from ?? '',
    valid_until: benefit?.valid_until ?? '',
    mode: benefit?.mode ?? 'granted',
    approval: benefit?.approval ?? 'none',
    price_points: benefit ? String(benefit.price_points) : '0',
    departments: benefit?.eligibility.departments ?? [],
    groups: benefit?.eligibility.groups ?? [],
    countries: benefit?.eligibility.countries ?? [],
    contract_types: benefit?.eligibility.contract_types ?? [],
    min_tenure_months:
      benefit?.eligibility.min_tenure_months == null
        ? ''
        : String(benefit.eligibility.min_tenure_months),
    image_key: benefit?.image_key ?? null,
    image: null,
  };
}

const tooLong = (text: string, max: number) => text.trim().length > max;

/** Every problem of the form, field → glossary key. */
export function validateBenefitForm(values: BenefitFormValues): FieldChecks {
  const errors: FieldChecks = {};
  const L = BENEFIT_LIMITS;
  if (!values.title.trim()) errors.title = 'benefits.admin.errors.titleRequired';
  else if (tooLong(values.title, L.titleMax)) errors.title = 'benefits.admin.errors.titleTooLong';
  if (tooLong(values.title_en, L.titleMax)) errors.title_en = 'benefits.admin.errors.titleTooLong';
  if (tooLong(values.description, L.descriptionMax))
    errors.description = 'benefits.admin.errors.descriptionTooLong';
  if (tooLong(values.description_en, L.descriptionMax))
    errors.description_en = 'benefits.admin.errors.descriptionTooLong';
  if (tooLong(values.provider, L.providerMax))
    errors.provider = 'benefits.admin.errors.providerTooLong';
  if (!values.category.trim()) errors.category = 'benefits.admin.errors.categoryRequired';
  else if (tooLong(values.category, L.categoryMax))
    errors.category = 'benefits.admin.errors.categoryTooLong';
  if (values.country.trim() && !COUNTRY.test(values.country.trim()))
    errors.country = 'benefits.admin.errors.countryInvalid';
  if (tooLong(values.how_to_use, L.howToUseMax))
    errors.how_to_use = 'benefits.admin.errors.howToUseTooLong';
  if (tooLong(values.code, L.codeMax)) errors.code = 'benefits.admin.errors.codeTooLong';
  const link = values.link.trim();
  if (link && !/^https:\/\/\S+$/i.test(link)) errors.link = 'benefits.admin.errors.linkInvalid';
  else if (tooLong(link, L.linkMax)) errors.link = 'benefits.admin.errors.linkTooLong';
  if (tooLong(values.contact, L.contactMax))
    errors.contact = 'benefits.admin.errors.contactTooLong';
  if (values.valid_from && !DAY.test(values.valid_from))
    errors.valid_from = 'benefits.admin.errors.dateInvalid';
  if (values.valid_until && !DAY.test(values.valid_until))
    errors.valid_until = 'benefits.admin.errors.dateInvalid';
  else if (values.valid_from && values.valid_until && values.valid_until < values.valid_from)
    errors.valid_until = 'benefits.admin.errors.untilBeforeFrom';
  if (values.mode === 'requestable') {
    const price = parseWholeNumber(values.price_points || '0');
    if (price === null || price > L.priceMax)
      errors.price_points = 'benefits.admin.errors.priceInvalid';
  }
  if (values.min_tenure_months.trim()) {
    const months = parseWholeNumber(values.min_tenure_months);
    if (months === null || months < 1 || months > L.tenureMax)
      errors.min_tenure_months = 'benefits.admin.errors.tenureInvalid';
  }
  if (values.countries.some((code) => !COUNTRY.test(code)))
    errors.countries = 'benefits.admin.errors.countryInvalid';
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The eligibility rules of the form (possibly half-typed: a bad tenure counts as none). */
export function eligibilityOf(
  values: Pick<
    BenefitFormValues,
    'departments' | 'groups' | 'countries' | 'contract_types' | 'min_tenure_months'
  >,
): BenefitEligibility {
  const months = parseWholeNumber(values.min_tenure_months);
  return {
    departments: [...values.departments].sort((a, b) => a - b),
    groups: [...values.groups].sort((a, b) => a - b),
    countries: values.countries.map((code) => code.toUpperCase()).sort(),
    min_tenure_months: months !== null && months >= 1 ? months : null,
    // Always sent (empty: no rule), in the contract's order.
    contract_types: CONTRACT_TYPES.filter((type) => values.contract_types.includes(type)),
  };
}

/** The request a valid form sends; a new benefit starts as a draft (published from the list or
 *  the editor), an edited one keeps its status. */
export function toBenefitInput(
  values: BenefitFormValues,
  status: BenefitStatus | null,
): BenefitInput {
  const requestable = values.mode === 'requestable';
  const input: BenefitInput = {
    title: values.title.trim(),
    title_en: orNull(values.title_en),
    description: values.description.trim(),
    description_en: orNull(values.description_en),
    image_key: values.image_key,
    provider: values.provider.trim(),
    category: values.category.trim(),
    country: values.country.trim() ? values.country.trim().toUpperCase() : null,
    how_to_use: values.how_to_use.trim(),
    code: orNull(values.code),
    link: orNull(values.link),
    contact: orNull(values.contact),
    valid_from: values.valid_from || null,
    valid_until: values.valid_until || null,
    mode: values.mode,
    approval: requestable ? values.approval : 'none',
    price_points: requestable ? (parseWholeNumber(values.price_points || '0') ?? 0) : 0,
    eligibility: eligibilityOf(values),
  };
  return status === null ? { ...input, status: 'draft' } : input;
}

/** The pictures a benefit may have (the server checks corp-benef-image uploads the same way). */
export const BENEFIT_IMAGE_TYPES: readonly ImageType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

/** What is wrong with a chosen picture, as a glossary key, or null. */
export async function checkBenefitImage(file: File): Promise<string | null> {
  const problem = await checkImageFile(file, {
    types: BENEFIT_IMAGE_TYPES,
    maxBytes: UPLOAD_RULES['corp-benef-image'].maxBytes,
  });
  if (problem === 'type') return 'benefits.admin.errors.imageType';
  if (problem === 'size') return 'benefits.admin.errors.imageSize';
  return null;
}
