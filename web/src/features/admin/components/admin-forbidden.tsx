import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/status-page';

/** What someone who is not an admin sees at /admin. */
export function AdminForbidden() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('admin.forbidden.title')}
      body={t('admin.forbidden.body')}
      homeLabel={t('admin.forbidden.goHome')}
    />
  );
}
