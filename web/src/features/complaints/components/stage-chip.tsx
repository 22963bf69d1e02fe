// A case's stage as a chip (lib/stages.ts).
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function StageChip({ stage }: { stage: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      // A new case stands out filled (outlined warning text is too light on white to read).
      variant={stage === 'received' ? 'filled' : 'outlined'}
      color={stage === 'closed' ? 'default' : stage === 'received' ? 'warning' : 'primary'}
      label={t(`complaints.stages.${stage}`, { defaultValue: stage })}
    />
  );
}
