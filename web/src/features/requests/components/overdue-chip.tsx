import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Vencida": a pending request past its type's deadline; with `step`, "Paso vencido": its
 *  current step past its own. */
export function OverdueChip({ step = false }: { step?: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="error"
      variant={step ? 'outlined' : 'filled'}
      label={t(step ? 'requests.stepOverdue' : 'requests.overdue')}
    />
  );
}
