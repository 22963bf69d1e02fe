// Numbers and points formatted for the UI language (es by default).

function formatter(language: string | null | undefined, options?: Intl.NumberFormatOptions) {
  const locale = language?.split('-')[0] === 'en' ? 'en-US' : 'es-ES';
  return new Intl.NumberFormat(locale, options);
}

/** 1234 → "1234" in es, "1,234" in en (es groups from five digits). */
export function formatNumber(value: number, language?: string | null): string {
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
