// The reporter's receipt: 16 digits the server draws, shown in groups of four
// (`1234 5678 9012 3456`) and accepted back however the person typed it (spaces, dashes).

export const RECEIPT_DIGITS = 16;

/** The digits of what the person typed or pasted (spaces, dashes and dots dropped). */
export function receiptDigits(input: string): string {
  return input.replace(/[\s.-]/g, '');
}

/** Whether the typed receipt has exactly 16 digits. */
export function isReceipt(input: string): boolean {
  return new RegExp(`^\\d{${RECEIPT_DIGITS}}$`).test(receiptDigits(input));
}

/** `1234567890123456` → `1234 5678 9012 3456`; a partial one is grouped as far as it goes. */
export function formatReceipt(receipt: string): string {
  const digits = receiptDigits(receipt);
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}
