import { useTranslation } from 'react-i18next';

import { StatusPage } from './status-page';

/** Shown inside the application frame for any path without a screen. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      homeLabel={t('notFound.goHome')}
      documentTitle={t('notFound.pageTitle')}
    />
  );
}
