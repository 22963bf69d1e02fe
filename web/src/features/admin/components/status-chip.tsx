import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type StatusChipProps = { active: boolean };

/** "Activo" / "Inactivo". */
export function StatusChip({ active }: StatusChipProps) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={active ? t('admin.common.active') : t('admin.common.inactive')}
    />
  );
}
