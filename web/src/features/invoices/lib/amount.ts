// Amounts as people type them ("1250.50", "1250,50", "980") and as the server reads them
// ("1250.50": digits, then at most two decimals after a dot; more than zero, at most a billion).

const TYPED = /^\d{1,13}(?:[.,]\d{1,2})?$/;
const MOST = 1_000_000_000;

/** The amount to send ("1250.50"), or null when it is not one the server takes. */
export function amountToSend(text: string): string | null {
  const typed = text.trim();
  if (!TYPED.test(typed)) return null;
  const sent = typed.replace(',', '.');
  const value = Number(sent);
  return value > 0 && value <= MOST ? sent : null;
}
