import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type FiledChipProps = { filed: boolean; size?: 'small' | 'medium' };

/** "Archivado" or "Visible": whether a recognition is out of the feed. */
export function FiledChip({ filed, size = 'medium' }: FiledChipProps) {
  const { t } = useTranslation();
  return filed ? (
    <Chip size={size} label={t('admin.recognitions.filedChip')} />
  ) : (
    <Chip
      size={size}
      variant="outlined"
      color="success"
      label={t('admin.recognitions.visibleChip')}
    />
  );
}
