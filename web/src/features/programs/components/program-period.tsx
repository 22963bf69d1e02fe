import { useTranslation } from 'react-i18next';

import type { Program } from '../api/programs';
import { useDay } from '../lib/use-day';

/** A program's period in words: "Del 01/03/2026 al 31/03/2026", "Desde…", "Hasta…", or nothing
 *  when it has none. */
export function usePeriodText(): (
  program: Pick<Program, 'starts_on' | 'ends_on'>,
) => string | null {
  const { t } = useTranslation();
  const day = useDay();
  return ({ starts_on, ends_on }) => {
    if (starts_on && ends_on)
      return t('programs.period.between', { from: day(starts_on), to: day(ends_on) });
    if (starts_on) return t('programs.period.from', { from: day(starts_on) });
    if (ends_on) return t('programs.period.until', { to: day(ends_on) });
    return null;
  };
}
