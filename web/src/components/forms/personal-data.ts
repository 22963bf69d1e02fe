// SUR-20: text that may identify its author or someone else (an e-mail, a phone number, a Chilean
// RUT, a Mexican CURP or RFC, a Spanish or Argentine DNI). The person is warned before sending it;
// nothing is refused. Patterns lean towards warning: a false alarm costs one click.

export type PersonalDataKind = 'email' | 'phone' | 'id';

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/;

const IDS = [
  // RUT: 12.345.678-9, 12345678-K
  /\b\d{1,2}(?:\.\d{3}){2}-[\dkK]\b/,
  /\b\d{7,8}-[\dkK]\b/,
  // CURP: four letters, birth date, sex, state and consonants, two more
  /\b[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{5}[A-Z\d]\d\b/i,
  // RFC (people and companies): three or four letters, a date, three more
  /\b[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/i,
  // DNI/NIF and NIE (Spain), DNI with dots (Argentina)
  /\b\d{8}-?[A-HJ-NP-TV-Z]\b/i,
  /\b[XYZ]-?\d{7}-?[A-Z]\b/i,
  /\b\d{1,2}\.\d{3}\.\d{3}\b/,
];

/** Runs of digits with the separators phone numbers are written with. */
const DIGIT_RUNS = /\+?\(?\d[\d\s().-]{5,}\d/g;
/** A day written with dashes or dots (2024-05-01, 01.05.2024): not a phone. */
const DAY = /^\d{1,4}[-.]\d{1,2}[-.]\d{1,4}$/;

function hasPhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUNS)) {
    const run = match[0].trim();
    const digits = run.replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15 && !DAY.test(run)) return true;
  }
  return false;
}

/** The kinds of personal data `text` seems to contain, each once: e-mail, identity number, phone
 *  (an identity number is not also reported as a phone). */
export function findPersonalData(text: string): PersonalDataKind[] {
  const found: PersonalDataKind[] = [];
  if (EMAIL.test(text)) found.push('email');
  const withoutIds = IDS.reduce(
    (rest, pattern) => {
      if (!pattern.test(rest)) return rest;
      if (!found.includes('id')) found.push('id');
      return rest.replace(new RegExp(pattern.source, `${pattern.flags}g`), ' ');
    },
    text.replace(new RegExp(EMAIL.source, 'g'), ' '),
  );
  if (hasPhone(withoutIds)) found.push('phone');
  return found;
}

/** The text questions whose answers seem to hold personal data, in the form's order, with what
 *  each seems to hold. */
export function personalDataAnswers(
  questions: readonly { id: string; type: string }[],
  answers: Readonly<Record<string, unknown>>,
): { id: string; kinds: PersonalDataKind[] }[] {
  return questions.flatMap((question) => {
    if (question.type !== 'short_text' && question.type !== 'long_text') return [];
    const answer = answers[question.id];
    const kinds = typeof answer === 'string' ? findPersonalData(answer) : [];
    return kinds.length > 0 ? [{ id: question.id, kinds }] : [];
  });
}
