// The check-in code of a challenge (CHL-★2): 6 digits that turn every 30 s, read aloud by the
// organiser or scanned from their screen as the QR text `APL-RETO:{challenge_id}:{code}`.

export const CODE_DIGITS = /^\d{6}$/;

export type ScannedCode = { challengeId: number; code: string };

/** A scanned QR's text as a challenge's code, or null when it is none. */
export function parseCodeText(text: string): ScannedCode | null {
  const match = /^APL-RETO:(\d{1,18}):(\d{6})$/i.exec(text.trim());
  if (!match) return null;
  return { challengeId: Number(match[1]), code: match[2] ?? '' };
}

/** What a person typed, without spaces and dashes. */
export function typedDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Six digits as people read them: "123 456". */
export function groupDigits(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
