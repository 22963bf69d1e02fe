import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { PointRequestsReview } from '../components/point-requests-review';

/** The console section: every member's point requests, pending ones first, to approve or
 *  reject. */
export function PointRequestsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pointRequests.admin.title'));
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('pointRequests.admin.title')}
        description={t('pointRequests.admin.description')}
      />
      <PointRequestsReview />
    </Stack>
  );
}
