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

/** 1234 → "1234" in es, "1,234" in en (es groups from five digits). */
export function formatNumber(value: number, language?: string | null): string {
  // Whole numbers under a thousand read the same in both languages: no need to wake ICU (its
  // first use costs tens of milliseconds on a phone) for a badge count or a post's points.
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return formatter(language).format(value);
}

/** A signed change: "+20", "−15", "0". */
export function formatSignedNumber(value: number, language?: string | null): string {
  return formatter(language, { signDisplay: 'exceptZero' }).format(value);
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
