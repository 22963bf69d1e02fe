// How the console names an application's guides and state.
import type { TFunction } from 'i18next';

import type { PsyGuideId, PsyState } from '../api/psychosocial';

/** "Guía I + Guía III", "Guía II", or "Guía I" alone (up to 15 workers). */
export function guidesLabel(t: TFunction, guide: PsyGuideId | null, guide1: boolean): string {
  const names = [
    ...(guide1 ? [t('psychosocial.guideNames.nom035_g1')] : []),
    ...(guide ? [t(`psychosocial.guideNames.${guide}`)] : []),
  ];
  return names.length > 0 ? names.join(' + ') : t('psychosocial.guideNames.none');
}

export const STATE_COLOURS: Record<PsyState, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  open: 'success',
  closed: 'default',
};
