// Certificates on demand (api/modules/files.yaml, FIL-★2): the person's own certificates, newest
// first; generating an employment or seniority certificate in Spanish or English (422
// admission_date_missing, 429 too_many_certificates); its PDF (the session's token, so fetched as
// a blob and saved); and the public check of a verification code (no token sent: anyone may ask).
import { mutationOptions } from '@tanstack/react-query';

import { getBlob, getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Certificate = Schemas['Certificate'];
export type CertificateKind = Schemas['CertificateKind'];
export type CertificateCheck = Schemas['CertificateCheck'];
export type CertificateLanguage = Certificate['language'];
export type CertificateRequest = { kind: CertificateKind; language: CertificateLanguage };

/** The kinds, in the order the form offers them. */
export const CERTIFICATE_KINDS: readonly CertificateKind[] = ['employment', 'seniority'];
/** The languages a certificate is written in. */
export const CERTIFICATE_LANGUAGES: readonly CertificateLanguage[] = ['es', 'en'];
/** The server's daily limit per person (429 too_many_certificates). */
export const CERTIFICATES_PER_DAY = 20;
/** The longest code the public check accepts (the contract's maxLength). */
export const CODE_MAX_LENGTH = 40;

const ROOT = keyRoots.certificates;
const CHECK = keyRoots.certificateCheck;

export const certificateKeys = {
  mine: () => [...ROOT, 'mine'] as const,
  check: (code: string) => [...CHECK, code] as const,
};

/** GET /repository/certificates: the ones I generated, newest first. */
export const myCertificatesQueryOptions = () =>
  readQueryOptions(certificateKeys.mine(), (options) =>
    getData<Certificate[]>('/repository/certificates', options),
  );

/** POST /repository/certificates {kind, language}: the new certificate goes first in my list. */
export const createCertificateMutation = () =>
  mutationOptions({
    mutationFn: (input: CertificateRequest) =>
      sendData<Certificate>('POST', '/repository/certificates', input),
    onSuccess: async (created, _input, _context, { client }) => {
      client.setQueryData<Certificate[]>(certificateKeys.mine(), (list) =>
        list ? [created, ...list.filter((item) => item.id !== created.id)] : list,
      );
      await client.invalidateQueries({ queryKey: certificateKeys.mine() });
    },
  });

/** GET /repository/certificates/{id}/certificate.pdf (its owner's token): the PDF. */
export const certificatePdfMutation = (id: number) =>
  mutationOptions<Blob, Error, void>({
    mutationFn: () => getBlob(`/repository/certificates/${id}/certificate.pdf`),
  });

/** The code as the server shows it: capitals, no spaces (the server also ignores case and
 *  dashes, so "k7qm2xpd9hwa" finds "K7QM-2XPD-9HWA"). */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** GET /certificates/verify/{code} (public, no token): what the certificate states; 404
 *  certificate_not_found for an unknown code. */
export const certificateCheckQueryOptions = (code: string) => ({
  ...readQueryOptions(certificateKeys.check(code), (options) =>
    getData<CertificateCheck>(`/certificates/verify/${encodeURIComponent(code)}`, {
      ...options,
      authenticated: false,
    }),
  ),
  // An answer does not change; a code not found is an answer too, not a failure to retry.
  staleTime: 5 * 60_000,
  retry: false,
});
