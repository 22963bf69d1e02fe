import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { Health } from '../api/types';
import { HEALTH_COLOURS } from '../lib/goal-values';

/** A goal's health: its colour and its words ("En curso", "Atrasado", "En riesgo", "Sin
 *  empezar", "Logrado"). */
export function HealthChip({ health }: { health: Health }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={HEALTH_COLOURS[health]}
      label={t(`goals.health.${health}`)}
      data-health={health}
      // The outlined chip's text in the palette's light tones fails contrast: the border keeps
      // the colour, the text stays dark.
      sx={{ color: 'text.primary', borderWidth: 2, fontWeight: 600 }}
    />
  );
}
