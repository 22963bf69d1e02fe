// The policy form: insurer, plan, number, kind, validity, audience, claim instructions (Spanish,
// English optional), contact, status, the coverage table's rows (amounts typed as text) and its
// documents; its checks and the request a valid form sends.
import type { FieldChecks } from '@/components/form/schema-resolver';

import {
  POLICY_LIMITS,
  type CoveragePolicyAdmin,
  type CoveragePolicyInput,
  type CoveragePolicyStatus,
} from '../api/admin-coverages';
import type { CoverageKind } from '../api/coverages';

export type RowValues = {
  service: string;
  /** Typed as text, a whole number 0–100. */
  percent: string;
  /** Typed as text: empty for none. */
  cap: string;
  deductible: string;
  currency: string;
  notes: string;
};

export type PolicyFormValues = {
  insurer: string;
  plan_name: string;
  policy_number: string;
  kind: CoverageKind;
  starts_on: string;
  ends_on: string;
  everyone: boolean;
  departments: number[];
  groups: number[];
  claim_instructions: string;
  claim_instructions_en: string;
  contact_phone: string;
  contact_email: string;
  contact_link: string;
  status: CoveragePolicyStatus;
  rows: RowValues[];
  /** The documents kept, by key. */
  documents: { key: string; name: string }[];
  /** New files to upload and attach. */
  files: File[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,3}$/;
/** 1500, 1500.5, 1500,50: no thousands separators. */
const AMOUNT = /^\d{1,13}([.,]\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** An empty row in the organisation's usual currency. */
export const newRow = (currency = 'CLP'): RowValues => ({
  service: '',
  percent: '',
  cap: '',
  deductible: '',
  currency,
  notes: '',
});

const amountText = (value: number | null) => (value === null ? '' : String(value));

/** The form of a new policy (medical, for everyone, a draft with one row), or of the one edited. */
export function policyFormFrom(policy: CoveragePolicyAdmin | null): PolicyFormValues {
  return {
    insurer: policy?.insurer ?? '',
    plan_name: policy?.plan_name ?? '',
    policy_number: policy?.policy_number ?? '',
    kind: policy?.kind ?? 'medical_major',
    starts_on: policy?.starts_on ?? '',
    ends_on: policy?.ends_on ?? '',
    everyone: policy?.audience.everyone ?? true,
    departments: policy?.audience.departments ?? [],
    groups: policy?.audience.groups ?? [],
    claim_instructions: policy?.claim_instructions ?? '',
    claim_instructions_en: policy?.claim_instructions_en ?? '',
    contact_phone: policy?.contact_phone ?? '',
    contact_email: policy?.contact_email ?? '',
    contact_link: policy?.contact_link ?? '',
    status: policy?.status ?? 'draft',
    rows: policy
      ? policy.rows.map((row) => ({
          service: row.service,
          percent: String(row.percent),
          cap: amountText(row.cap),
          deductible: amountText(row.deductible),
          currency: row.currency,
          notes: row.notes,
        }))
      : [newRow()],
    documents: (policy?.documents ?? []).map((d) => ({ key: d.key ?? '', name: d.name })),
    files: [],
  };
}

const tooLong = (text: string, max: number) => text.trim().length > max;

/** Every problem of the form, field → glossary key (the server checks the same). */
export function validatePolicyForm(values: PolicyFormValues): FieldChecks {
  const errors: FieldChecks = {};
  const L = POLICY_LIMITS;
  if (!values.insurer.trim()) errors.insurer = 'coverages.admin.errors.required';
  else if (tooLong(values.insurer, L.nameMax)) errors.insurer = 'coverages.admin.errors.tooLong';
  if (!values.plan_name.trim()) errors.plan_name = 'coverages.admin.errors.required';
  else if (tooLong(values.plan_name, L.nameMax))
    errors.plan_name = 'coverages.admin.errors.tooLong';
  if (tooLong(values.policy_number, L.numberMax))
    errors.policy_number = 'coverages.admin.errors.tooLong';
  if (!DAY.test(values.starts_on)) errors.starts_on = 'coverages.admin.errors.day';
  if (!DAY.test(values.ends_on)) errors.ends_on = 'coverages.admin.errors.day';
  else if (DAY.test(values.starts_on) && values.ends_on < values.starts_on)
    errors.ends_on = 'coverages.admin.errors.endsBeforeStart';
  if (!values.everyone && values.departments.length + values.groups.length === 0)
    errors.departments = 'coverages.admin.errors.audience';
  if (tooLong(values.claim_instructions, L.instructionsMax))
    errors.claim_instructions = 'coverages.admin.errors.tooLong';
  if (tooLong(values.claim_instructions_en, L.instructionsMax))
    errors.claim_instructions_en = 'coverages.admin.errors.tooLong';
  if (tooLong(values.contact_phone, L.phoneMax))
    errors.contact_phone = 'coverages.admin.errors.tooLong';
  const email = values.contact_email.trim();
  if (email && (!email.includes('@') || email.length > L.emailMax))
    errors.contact_email = 'coverages.admin.errors.email';
  const link = values.contact_link.trim();
  if (link && !link.startsWith('https://')) errors.contact_link = 'coverages.admin.errors.link';
  if (values.rows.length > L.rowsMax) errors.rows = 'coverages.admin.errors.tooManyRows';
  values.rows.forEach((row, index) => {
    const at = `rows.${index}`;
    if (!row.service.trim()) errors[`${at}.service`] = 'coverages.admin.errors.required';
    else if (tooLong(row.service, L.serviceMax))
      errors[`${at}.service`] = 'coverages.admin.errors.tooLong';
    const percent = row.percent.trim();
    if (!WHOLE.test(percent) || Number(percent) > 100)
      errors[`${at}.percent`] = 'coverages.admin.errors.percent';
    if (row.cap.trim() && !AMOUNT.test(row.cap.trim()))
      errors[`${at}.cap`] = 'coverages.admin.errors.amount';
    if (row.deductible.trim() && !AMOUNT.test(row.deductible.trim()))
      errors[`${at}.deductible`] = 'coverages.admin.errors.amount';
    if (!CURRENCY.test(row.currency.trim().toUpperCase()))
      errors[`${at}.currency`] = 'coverages.admin.errors.currency';
    if (tooLong(row.notes, L.notesMax)) errors[`${at}.notes`] = 'coverages.admin.errors.tooLong';
  });
  if (values.documents.length + values.files.length > L.documentsMax)
    errors.files = 'coverages.admin.errors.tooManyDocuments';
  return errors;
}

const amount = (text: string): number | null => {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed.replace(',', '.')) : null;
};
const orNull = (text: string) => text.trim() || null;

/** The request a valid form sends (the new files travel beside it). */
export function toPolicyInput(values: PolicyFormValues): CoveragePolicyInput {
  return {
    insurer: values.insurer.trim(),
    plan_name: values.plan_name.trim(),
    policy_number: values.policy_number.trim(),
    kind: values.kind,
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    audience: values.everyone
      ? { everyone: true, departments: [], groups: [] }
      : { everyone: false, departments: values.departments, groups: values.groups },
    claim_instructions: values.claim_instructions.trim(),
    claim_instructions_en: orNull(values.claim_instructions_en),
    contact_phone: orNull(values.contact_phone),
    contact_email: orNull(values.contact_email),
    contact_link: orNull(values.contact_link),
    status: values.status,
    rows: values.rows.map((row) => ({
      service: row.service.trim(),
      percent: Number(row.percent.trim()),
      cap: amount(row.cap),
      deductible: amount(row.deductible),
      currency: row.currency.trim().toUpperCase(),
      notes: row.notes.trim(),
    })),
    documents: values.documents.map((d) => d.key),
  };
}
