import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Role } from '@/api/types';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { PointRequestsReview } from '../components/point-requests-review';

/** Who may open the review: leaders (the people they lead) and admins (everyone's). */
const REVIEWERS: readonly Role[] = ['leader', 'admin'];

/** /point-requests/review: the point requests a leader (or an admin) decides, outside the admin
 *  console; others are told the page is not for them. */
export function PointRequestsReviewPage() {
  const { t } = useTranslation();
  const role = useAppStore((state) => state.me.data?.user_type ?? null);
  const allowed = role !== null && REVIEWERS.includes(role);
  useDocumentTitle(allowed ? t('pointRequests.review.pageTitle') : null);

  if (role === null) return null;
  if (!allowed) {
    return (
      <StatusPage
        code="403"
        title={t('pointRequests.review.forbidden.title')}
        body={t('pointRequests.review.forbidden.body')}
        homeLabel={t('pointRequests.review.forbidden.goHome')}
      />
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box>
        <Typography variant="h1">{t('pointRequests.review.title')}</Typography>
        <Typography color="text.secondary">{t('pointRequests.review.description')}</Typography>
      </Box>
      <PointRequestsReview />
    </Stack>
  );
}
