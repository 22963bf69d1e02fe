import { useTranslation } from 'react-i18next';

import { StatusPage } from '@/components/status-page';

/** Custom analytics for anyone but leaders and admins: the page is not for them. */
export function CustomForbidden() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('analytics.custom.forbidden.title')}
      body={t('analytics.custom.forbidden.body')}
      homeLabel={t('analytics.team.forbidden.goHome')}
    />
  );
}
