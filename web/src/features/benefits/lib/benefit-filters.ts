// The person's page filters the list it already has (at most 200 benefits): the tab (granted ones
// I have, or requestable ones I may ask for), the words searched and one category.
import type { Benefit } from '../api/benefits';

export const BENEFITS_TABS = ['mine', 'available', 'requests'] as const;
export type BenefitsTab = (typeof BENEFITS_TABS)[number];

/** Lower case without accents, so "Salud" finds "salúd" and "óptica" finds "Optica". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** "Mis beneficios": what I have (granted). "Disponibles": requestable ones I do not have yet. */
export function inTab(benefit: Benefit, tab: 'mine' | 'available'): boolean {
  return tab === 'mine' ? benefit.granted : !benefit.granted && benefit.mode === 'requestable';
}

/** The categories of a list, each once, in alphabetical order. */
export function categoriesOf(benefits: readonly Benefit[]): string[] {
  return [...new Set(benefits.map((benefit) => benefit.category))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Whether a benefit matches the search (title in either language, provider, category,
 *  description) and the category chosen (null: any). */
export function matches(benefit: Benefit, search: string, category: string | null): boolean {
  if (category !== null && benefit.category !== category) return false;
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      benefit.title,
      benefit.title_en ?? '',
      benefit.provider,
      benefit.category,
      benefit.description,
      benefit.description_en ?? '',
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
