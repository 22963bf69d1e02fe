import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import { ageInWords, ageLevel } from '../lib/age';

/** How long an item has waited ("hace 3 días"), coloured by the SLA: normal under 2 days, a
 *  warning up to 5, an error after. */
export function AgeChip({ hours }: { hours: number }) {
  const { t, i18n } = useTranslation();
  const level = ageLevel(hours);
  const words = ageInWords(hours, i18n.language) ?? t('approvals.age.justNow');
  return (
    <Chip
      size="small"
      variant={level === 'normal' ? 'outlined' : 'filled'}
      color={level === 'normal' ? 'default' : level}
      label={words}
      title={t(`approvals.age.level.${level}`)}
      data-age={level}
      // The filled warning colour is light: dark text keeps AA contrast.
      sx={level === 'warning' ? { color: 'warning.contrastText' } : undefined}
    />
  );
}
