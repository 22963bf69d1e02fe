import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import type { IdeaStatus } from '../api/ideas';
import type { SuggestionStatus } from '../api/suggestions';

const COLORS: Record<SuggestionStatus | IdeaStatus, ChipProps['color']> = {
  nueva: 'default',
  en_revision: 'info',
  en_evaluacion: 'info',
  aceptada: 'primary',
  implementada: 'success',
  descartada: 'default',
};

export type StatusArea = 'suggestion' | 'idea';

/** A suggestion's or an idea's status, as a small chip in its color. */
export function StatusChip({
  area,
  status,
}: {
  area: StatusArea;
  status: SuggestionStatus | IdeaStatus;
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'descartada' ? 'outlined' : 'filled'}
      label={t(`suggestions.status.${area}.${status}` as 'suggestions.status.idea.nueva')}
    />
  );
}
