// The generation form's values and checks: a kind and a language, both among the contract's
// values; the language starts as the person's own (the server's default too).
import type { FieldChecks } from '@/components/form/schema-resolver';
import { languageFromProfile } from '@/i18n/languages';

import {
  CERTIFICATE_KINDS,
  CERTIFICATE_LANGUAGES,
  type CertificateKind,
  type CertificateLanguage,
  type CertificateRequest,
} from '../api/certificates';

export type CertificateFormValues = { kind: CertificateKind | ''; language: CertificateLanguage };

/** The form as it opens: an employment certificate in the person's language. */
export function initialCertificateForm(
  profileLanguage: string | null | undefined,
): CertificateFormValues {
  return { kind: 'employment', language: languageFromProfile(profileLanguage) };
}

export function validateCertificateForm(values: CertificateFormValues): FieldChecks {
  const checks: FieldChecks = {};
  if (!CERTIFICATE_KINDS.includes(values.kind as CertificateKind)) {
    checks.kind = 'certificates.form.errors.kind';
  }
  if (!CERTIFICATE_LANGUAGES.includes(values.language)) {
    checks.language = 'certificates.form.errors.language';
  }
  return checks;
}

export function toCertificateRequest(values: CertificateFormValues): CertificateRequest {
  return { kind: values.kind as CertificateKind, language: values.language };
}
