import type { TFunction } from 'i18next';

import type { CertificateKind } from '../api/certificates';

/** A kind's name ("Certificado laboral"). */
export function kindLabel(t: TFunction, kind: CertificateKind): string {
  return kind === 'seniority'
    ? t('certificates.kinds.seniority')
    : t('certificates.kinds.employment');
}

/** What a kind states, one sentence. */
export function kindDescription(t: TFunction, kind: CertificateKind): string {
  return kind === 'seniority'
    ? t('certificates.kinds.seniorityDescription')
    : t('certificates.kinds.employmentDescription');
}
