import type { GoalCategory } from '../api/types';

/** A category's name in the UI language: the English one for English readers when it has one,
 *  else the Spanish. */
export const categoryName = (category: Pick<GoalCategory, 'name'>, language: string): string =>
  (language.startsWith('en') ? category.name.en : null) || category.name.es;
