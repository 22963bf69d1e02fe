// How strong a chosen passphrase looks, for the hint under the field. The server has the last
// word (at least 10 characters, not in its list of common passwords); this only guides the
// person towards a long phrase of several words that nobody would guess.

export const MIN_PASSPHRASE = 10;

export type Strength = 'tooShort' | 'weak' | 'fair' | 'strong';

const COMMON = [
  'password',
  'contraseña',
  'contrasena',
  '123456',
  'qwerty',
  'abc123',
  'iloveyou',
  'admin',
  'welcome',
  'bienvenido',
];

/** The strength of a passphrase: too short under 10 characters; weak when it is one repeated
 *  character, a run of digits or holds a common password; strong from 20 characters or four
 *  words; fair in between. */
export function passphraseStrength(passphrase: string): Strength {
  const text = passphrase.trim();
  if ([...text].length < MIN_PASSPHRASE) return 'tooShort';
  const lower = text.toLowerCase();
  if (/^(.)\1*$/u.test(lower) || /^\d+$/.test(lower)) return 'weak';
  if (COMMON.some((word) => lower.includes(word))) return 'weak';
  const words = lower.split(/\s+/).filter((word) => word.length >= 3).length;
  const kinds = [/[a-zà-ÿ]/u, /[A-ZÀ-Ý]/u, /\d/, /[^\p{L}\d\s]/u].filter((re) =>
    re.test(text),
  ).length;
  if ([...text].length >= 20 || words >= 4) return 'strong';
  if (words >= 2 || kinds >= 3) return 'fair';
  return 'weak';
}

export type PassphraseValue = { passphrase: string; repeat: string };

/** Whether the chosen passphrase can be sent: long enough, not weak, typed the same twice. */
export function passphraseReady({ passphrase, repeat }: PassphraseValue): boolean {
  const strength = passphraseStrength(passphrase);
  return strength !== 'tooShort' && strength !== 'weak' && passphrase === repeat;
}
