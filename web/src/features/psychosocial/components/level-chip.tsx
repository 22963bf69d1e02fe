import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { PsyLevel } from '../api/psychosocial';
import { LEVEL_COLOURS, levelKey } from '../lib/levels';

/** A risk level as a chip: its colour and, always, its word ("Alto"). */
export function LevelChip({
  level,
  size = 'small',
}: {
  level: PsyLevel;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const colours = LEVEL_COLOURS[level];
  return (
    <Chip
      size={size}
      label={t(levelKey(level))}
      sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 600 }}
    />
  );
}
