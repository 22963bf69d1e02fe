// The banner colours this browser last saw for its host (each organisation has its own host, so
// its own storage). A cold start draws its first screen with them while the branding is asked
// for again: no flash of the product's default colours, and the styles compiled and kept for
// those colours last time (compiled-rules.ts) apply at once instead of a second set compiled
// for the defaults.
import { readStoredJson, writeStoredJson } from '@/lib/local-storage';

export const BRAND_COLOURS_KEY = 'aplauso.brandColours';

export type BrandColours = { main: string | null; secondary: string | null };

type ColourStorage = Pick<Storage, 'getItem' | 'setItem'>;

const HEX = /^#[0-9a-f]{6}$/i;
const colourOrNull = (value: unknown) =>
  typeof value === 'string' && HEX.test(value) ? value : null;

/** The colours kept from the last visit, or null (none kept, or storage unusable). */
export function readLastBrandColours(storage: ColourStorage | null): BrandColours | null {
  const stored = readStoredJson(BRAND_COLOURS_KEY, storage) as
    { main?: unknown; secondary?: unknown } | null | undefined;
  if (!stored || typeof stored !== 'object') return null;
  return { main: colourOrNull(stored.main), secondary: colourOrNull(stored.secondary) };
}

/** Keeps the colours the branding gave for the next visit (a failing storage keeps nothing). */
export function keepBrandColours(storage: ColourStorage | null, colours: BrandColours): void {
  writeStoredJson(BRAND_COLOURS_KEY, colours, storage);
}
