import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Shown on a section whose module the organisation switched off. */
export function ModuleOff() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      {t('admin.moduleOff')}
    </Alert>
  );
}
