// "Enviar reclamo" / "Registrar": what the challenge asks for (a text, a link, a photo or a file;
// nothing for evidence `none`), the number in a number challenge (0 < n ≤ the most per claim),
// an optional comment, and whether the accessible alternative was done. Its checks and the
// request it sends (the file is checked by the dialog).
import type { FieldChecks } from '@/components/form/schema-resolver';

import { CHALLENGE_LIMITS, type Challenge, type ChallengeClaimInput } from '../api/challenges';

export type ClaimValues = { text: string; link: string; number: string; alternative: boolean };
export const emptyClaim = (): ClaimValues => ({
  text: '',
  link: '',
  number: '',
  alternative: false,
});

type Asks = Pick<Challenge, 'metric' | 'evidence' | 'max_per_claim'>;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;
const length = (text: string) => [...text.trim()].length;

/** A typed decimal ("12,5" or "12.5") as a number, or null when it is none. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

export function validateClaim(challenge: Asks, values: ClaimValues): FieldChecks {
  const errors: FieldChecks = {};
  if (challenge.evidence === 'text' && length(values.text) === 0)
    errors.text = 'challenges.claim.errors.textRequired';
  else if (length(values.text) > CHALLENGE_LIMITS.textMax)
    errors.text = 'challenges.claim.errors.textLong';
  if (challenge.evidence === 'link') {
    const link = values.link.trim();
    if (!link) errors.link = 'challenges.claim.errors.linkRequired';
    else if (!HTTP_URL.test(link) || link.length > CHALLENGE_LIMITS.linkMax)
      errors.link = 'challenges.claim.errors.linkInvalid';
  }
  if (challenge.metric === 'number') {
    const amount = parseAmount(values.number);
    if (values.number.trim() === '') errors.number = 'challenges.claim.errors.numberRequired';
    else if (amount === null || amount <= 0)
      errors.number = 'challenges.claim.errors.numberInvalid';
    else if (challenge.max_per_claim !== null && amount > challenge.max_per_claim)
      errors.number = 'challenges.claim.errors.numberTooBig';
  }
  return errors;
}

export function toClaimInput(
  challenge: Asks,
  values: ClaimValues,
  uploadKey: string | null,
): ChallengeClaimInput {
  const text = values.text.trim();
  return {
    ...(text ? { text } : {}),
    ...(challenge.evidence === 'link' ? { link: values.link.trim() } : {}),
    ...(challenge.evidence === 'photo' || challenge.evidence === 'file'
      ? { upload_key: uploadKey }
      : {}),
    ...(challenge.metric === 'number' ? { number: parseAmount(values.number) } : {}),
    used_alternative: values.alternative,
  };
}
