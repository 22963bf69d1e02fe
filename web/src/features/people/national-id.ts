// A person's national identity document (RUT, CURP, DNI…) checked as the server checks it, so
// the person form names most mistakes before sending: punctuation dropped, 5 to 20 letters and
// digits, a Chilean's RUT with its check digit, a Mexican's CURP by its shape.

export type NationalIdProblem =
  'people.errors.nationalIdInvalid' | 'people.errors.rutInvalid' | 'people.errors.curpInvalid';

/** "12.345.678-5" → "123456785", "gode561231hdfrrn09" → "GODE561231HDFRRN09"; letters and
 *  digits only are kept after dots, hyphens and spaces go. */
export const normalizeNationalId = (value: string): string =>
  value.replace(/[\s.-]/g, '').toUpperCase();

/** The RUT's check digit (módulo 11): the body's digits from the right times 2, 3 … 7, 2 … */
function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (const digit of [...body].reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

const RUT = /^(\d{7,8})([\dK])$/;
/** Four letters, the birth date, H, M or X, five letters, a letter or digit, a digit. */
const CURP = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/;

/** What is wrong with a document typed for a person of `country` (an ISO code, '' for none),
 *  or null; an empty document is fine (it is optional). */
export function nationalIdProblem(value: string, country: string): NationalIdProblem | null {
  const id = normalizeNationalId(value);
  if (!id) return null;
  if (!/^[A-Z\d]{5,20}$/.test(id)) return 'people.errors.nationalIdInvalid';
  if (country === 'CL') {
    const rut = RUT.exec(id);
    if (!rut || rutCheckDigit(rut[1] ?? '') !== rut[2]) return 'people.errors.rutInvalid';
  } else if (country === 'MX' && !CURP.test(id)) {
    return 'people.errors.curpInvalid';
  }
  return null;
}
