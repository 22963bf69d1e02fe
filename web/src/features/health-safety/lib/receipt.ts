// The receipt code of an anonymous hazard: 16 symbols without look-alikes (no 0/O, no 1/I),
// shown in groups of four ("ABCD EFGH JKLM NPQR") and accepted back however the person typed it
// (lower case, spaces, dashes), as the server reads it.

export const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const RECEIPT_LENGTH = 16;

/** The symbols of what the person typed or pasted: spaces and dashes dropped, upper case. */
export function receiptSymbols(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether the typed code has exactly 16 symbols of the alphabet. */
export function isReceipt(input: string): boolean {
  const symbols = receiptSymbols(input);
  return (
    symbols.length === RECEIPT_LENGTH && [...symbols].every((ch) => RECEIPT_ALPHABET.includes(ch))
  );
}

/** `ABCDEFGHJKLMNPQR` → `ABCD EFGH JKLM NPQR`; a partial one is grouped as far as it goes. */
export function formatReceipt(input: string): string {
  return (receiptSymbols(input).match(/.{1,4}/g) ?? []).join(' ');
}

/** The text file the person may keep: a title, the code and how to use it. */
export function receiptFile(code: string, texts: { title: string; body: string }): Blob {
  return new Blob([`${texts.title}\n\n${formatReceipt(code)}\n\n${texts.body}\n`], {
    type: 'text/plain;charset=utf-8',
  });
}
