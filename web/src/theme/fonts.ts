// Font choice by host (spec §1): Lato everywhere, Inter on hosts containing "clip".
// Both are self-hosted through @fontsource (latin subset: es, en, pt, fr, it).

export type FontName = 'Lato' | 'Inter';

const FALLBACK_STACK = '"Helvetica Neue", Arial, sans-serif';

export function fontForHost(hostname: string): FontName {
  return hostname.toLowerCase().includes('clip') ? 'Inter' : 'Lato';
}

export function fontStack(font: FontName): string {
  return `"${font}", ${FALLBACK_STACK}`;
}

/** Loads Inter's CSS (its @font-face rules) on the hosts that use it. Lato's CSS is part of the
 *  entry (see app/main.tsx). Font files download only when text uses them. */
export async function loadHostFont(font: FontName): Promise<void> {
  if (font !== 'Inter') return;
  await Promise.all([
    import('@fontsource/inter/latin-400.css'),
    import('@fontsource/inter/latin-500.css'),
    import('@fontsource/inter/latin-700.css'),
  ]);
}
