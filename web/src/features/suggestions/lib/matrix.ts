// The impact × effort grouping of a campaign's scored ideas (the 2×2 the campaign's reviewers
// read). The server places each scored idea in its quadrant (impact high: average 3 or more;
// effort low: average below 3); ideas nobody scored yet stay apart.
import type { IdeaQuadrant } from '../api/ideas';

/** The four groups, in the grid's order: high impact on top, low effort on the left. */
export const QUADRANTS: readonly IdeaQuadrant[] = [
  'quick_win',
  'major_project',
  'fill_in',
  'thankless',
];

type Scored = { scores?: { quadrant?: IdeaQuadrant | null } | null };

/** The ideas by group (each in the order given) and those without scores. */
export function groupByQuadrant<T extends Scored>(
  ideas: readonly T[],
): { groups: Record<IdeaQuadrant, T[]>; unscored: T[] } {
  const groups: Record<IdeaQuadrant, T[]> = {
    quick_win: [],
    major_project: [],
    fill_in: [],
    thankless: [],
  };
  const unscored: T[] = [];
  for (const idea of ideas) {
    const quadrant = idea.scores?.quadrant ?? null;
    if (quadrant === null) unscored.push(idea);
    else groups[quadrant].push(idea);
  }
  return { groups, unscored };
}

/** An average on the 1–5 scale with one decimal ("3,5"), or a dash without one. */
export function averageText(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A rate 0–1 as a whole percentage ("67 %"), or null. */
export function percentText(rate: number | null | undefined, locale: string): string | null {
  if (rate === null || rate === undefined) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
