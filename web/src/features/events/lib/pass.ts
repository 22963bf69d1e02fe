// The attendee's pass (EVT-7): the QR's text is `APL:{event_id}:{registration_id}:{code}`, the
// code 8 digits that rotate every 30 s. The organiser's screen reads it from the camera or from
// what they type: the whole text, or the registration and the code as digits.

export const PASS_PREFIX = 'APL';
export const PASS_CODE = /^\d{8}$/;
export const EVENT_CODE = /^\d{6}$/;

export type Pass = { eventId: number; registrationId: number; code: string };

/** The QR's text of a pass. */
export function passText(pass: Pass): string {
  return `${PASS_PREFIX}:${pass.eventId}:${pass.registrationId}:${pass.code}`;
}

/** A scanned or typed pass, or null when it is none. */
export function parsePass(text: string): Pass | null {
  const match = /^APL:(\d{1,18}):(\d{1,18}):(\d{8})$/i.exec(text.trim());
  if (!match) return null;
  return { eventId: Number(match[1]), registrationId: Number(match[2]), code: match[3] ?? '' };
}

/** Digits as people read them: "1234 5678", "123 456". */
export function groupDigits(code: string): string {
  if (code.length === 8) return `${code.slice(0, 4)} ${code.slice(4)}`;
  if (code.length === 6) return `${code.slice(0, 3)} ${code.slice(3)}`;
  return code;
}

/** What a person typed, without spaces and dashes. */
export function typedDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}
