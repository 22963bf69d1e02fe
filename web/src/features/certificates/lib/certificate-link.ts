// The address of a certificate's public check on this organisation's host: the page's origin and
// the path the server gives (`/verify/K7QM-2XPD-9HWA`).
import { paths } from '@/config/paths';

export function verificationLink(verifyPath: string, origin: string): string {
  const path = verifyPath.startsWith('/') ? verifyPath : `/${verifyPath}`;
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** The public check's address for a code typed in the page (`/verify/K7QM-2XPD-9HWA`). */
export function verifyPathFor(code: string): string {
  return `${paths.verifyCertificate}/${encodeURIComponent(code)}`;
}
