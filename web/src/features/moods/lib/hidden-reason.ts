// Why a group's cell is hidden, in words.
import type { TFunction } from 'i18next';

import type { MoodFigures } from '../api/moods';

/** Why a cell is hidden, in words ("Menos de 5 personas registraron su ánimo"). */
export function hiddenReason(t: TFunction, figures: MoodFigures, k: number): string {
  switch (figures.status) {
    case 'suppressed_small':
      return t('moods.insights.hidden.suppressed_small', { k });
    case 'suppressed_complementary':
      // A group big enough on its own whose complement is not: the group is too specific.
      return figures.refused
        ? t('moods.insights.hidden.refused')
        : t('moods.insights.hidden.suppressed_complementary');
    default:
      return t('moods.insights.hidden.no_data');
  }
}
