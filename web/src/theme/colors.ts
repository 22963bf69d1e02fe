// Colour helpers for the branding-driven theme. One brand accent: every call to action uses the
// primary colour, and the secondary is the primary unless an admin sets one (it used to be the
// complement, which gave the default blue an ochre button and a magenta brand a green one).

export const DEFAULT_PRIMARY = '#3a71b5';

type Rgb = { r: number; g: number; b: number };
type Hsl = { h: number; s: number; l: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

export function hexToRgb(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    hp < 1
      ? [c, x, 0]
      : hp < 2
        ? [x, c, 0]
        : hp < 3
          ? [0, c, x]
          : hp < 4
            ? [0, x, c]
            : hp < 5
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

/** The complement: hue + 180°, same saturation and lightness (#3a71b5 → #b57e3a). */
export function complementColor(hex: string): string {
  const hsl = rgbToHsl(hexToRgb(hex));
  return rgbToHex(hslToRgb({ ...hsl, h: (hsl.h + 180) % 360 }));
}

export type BrandColors = { primary: string; secondary: string };

/** Primary from banner.main (default #3a71b5); secondary from banner.secondary or the primary. */
export function brandColors(
  banner: { main?: string | null; secondary?: string | null } | null | undefined,
): BrandColors {
  const primary = isHexColor(banner?.main) ? normaliseHex(banner.main) : DEFAULT_PRIMARY;
  const secondary = isHexColor(banner?.secondary) ? normaliseHex(banner.secondary) : primary;
  return { primary, secondary };
}

/** WCAG 2.1 relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const [rl, gl, bl] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * rl + 0.7152 * gl + 0.0722 * bl;
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The contrast of a brand colour with white: of white text on it, and of it as text (links,
 *  outlined buttons) on the white page. The server checks the same when branding is saved. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

function normaliseHex(value: string): string {
  return rgbToHex(hexToRgb(value));
}
