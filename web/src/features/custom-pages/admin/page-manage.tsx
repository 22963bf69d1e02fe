import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SectionHeader } from '@/components/layout/section-header';

import { adminPageQueryOptions, type PageAdmin } from '../api/admin-pages';
import { pageTitle, usePageLanguage } from '../lib/page-language';
import { pagePath } from '../paths';

import { PageEditor } from './page-editor';
import { PageStatusChip } from './page-status-chip';
import { StatusActions } from './status-actions';
import { VersionsList } from './versions-list';

export type PageManageProps = {
  /** The page open, or null for a new one. */
  pageId: number | null;
  onBack: () => void;
  onSaved: (saved: PageAdmin) => void;
};

/** One page in the console: its status with the steps it allows, the editor, and its versions;
 *  or the editor of a new one. */
export function PageManage({ pageId, onBack, onSaved }: PageManageProps) {
  const { t } = useTranslation();
  const back = (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('customPages.admin.back')}
      </Button>
    </Box>
  );
  if (pageId === null)
    return (
      <Stack spacing={2}>
        {back}
        <SectionHeader
          title={t('customPages.admin.newTitle')}
          description={t('customPages.admin.newIntro')}
        />
        <PageEditor page={null} onSaved={onSaved} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <ExistingPage pageId={pageId} onSaved={onSaved} />
    </Stack>
  );
}

function ExistingPage({
  pageId,
  onSaved,
}: {
  pageId: number;
  onSaved: (saved: PageAdmin) => void;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const versionsId = useId();
  const query = useQuery(adminPageQueryOptions(pageId));
  return (
    <ItemQueryContent
      known
      query={query}
      loading={<LoadingBlock label={t('customPages.admin.loadingOne')} />}
      notFound={<Typography>{t('customPages.admin.notFound')}</Typography>}
    >
      {(page) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {pageTitle(page, language)}
              </Typography>
              <PageStatusChip status={page.status} />
            </Stack>
            <StatusActions page={page} size="medium" />
          </Stack>
          {page.status === 'published' ? (
            <Typography color="text.secondary">
              {t('customPages.admin.publishedAt')}{' '}
              <Link component={RouterLink} to={pagePath(page)}>
                {pagePath(page)}
              </Link>
            </Typography>
          ) : null}
          {/* Remounted on each new version, so the editor starts from what was saved. */}
          <PageEditor key={page.version} page={page} onSaved={onSaved} />
          <Stack spacing={1} component="section" aria-labelledby={versionsId}>
            <Typography id={versionsId} variant="h3" component="h3">
              {t('customPages.admin.versions.title')}
            </Typography>
            <VersionsList pageId={page.id} current={page.version} />
          </Stack>
        </Stack>
      )}
    </ItemQueryContent>
  );
}
