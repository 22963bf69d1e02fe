// Numbers and points formatted for the UI language (es by default).

// Building an Intl.NumberFormat costs far more than formatting with one (a page of posts
// formats dozens of numbers), so each locale and style is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string | null | undefined, options?: Intl.NumberFormatOptions) {
  const locale = language?.split('-')[0] === 'en' ? 'en-US' : 'es-ES';
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** A whole number grouped as ICU groups it: "12.345" and "1234" in es (Spanish groups from five
 *  digits), "1,234" in en. */
function formatWholeNumber(value: number, english: boolean): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (digits.length < (english ? 4 : 5)) return sign + digits;
  const separator = english ? ',' : '.';
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
  return sign + grouped;
}

/** 1234 → "1234" in es, "1,234" in en (es groups from five digits). */
export function formatNumber(value: number, language?: string | null): string {
  // Whole numbers (points, counts) are grouped here: ICU's first use on a page costs about
  // 20 ms on a fast machine (80 on a phone), a long task in the middle of the home's render.
  if (Number.isSafeInteger(value))
    return formatWholeNumber(value, language?.split('-')[0] === 'en');
  return formatter(language).format(value);
}

/** A signed change: "+20", "−15", "0". */
export function formatSignedNumber(value: number, language?: string | null): string {
  return formatter(language, { signDisplay: 'exceptZero' }).format(value);
}

/** A share as a whole percentage: 0.42 → "42 %" (es) / "42%" (en); with `signed`, a change:
 *  "+12 %", "−20 %", "0 %". */
export function formatPercent(
  ratio: number,
  language?: string | null,
  { signed = false }: { signed?: boolean } = {},
): string {
  return formatter(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(ratio);
}

/** A file size: "820 B", "14 KB", "2,5 MB" (es) / "2.5 MB" (en). */
export function formatFileSize(bytes: number, language?: string | null): string {
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatter(language, { maximumFractionDigits: 0 }).format(kb)} KB`;
  return `${formatter(language, { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}

/** An amount of money in a currency (ISO 4217): "7,50 €" in es, "€7.50" in en. A code Intl does
 *  not take shows after the number instead. */
export function formatMoney(value: number, currency: string, language?: string | null): string {
  try {
    return formatter(language, { style: 'currency', currency }).format(value);
  } catch {
    return `${formatter(language, { maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}
