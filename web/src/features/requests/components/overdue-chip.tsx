import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Vencida": a pending request past its deadline. */
export function OverdueChip() {
  const { t } = useTranslation();
  return <Chip size="small" color="error" label={t('requests.overdue')} />;
}
