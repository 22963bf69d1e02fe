import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { pageQueryOptions } from '../api/pages';
import { PageContent } from '../components/page-content';
import { pageTitle, usePageLanguage } from '../lib/page-language';

/** What a page's address may name: its id or its slug. */
const PAGE_ID = /^(\d{1,18}|[a-z0-9]+(-[a-z0-9]+)*)$/;

/** `/pages/:pageId`: one of the organisation's own pages, in the person's language (Spanish when
 *  it has no English). Pages outside the person's audience, drafts and archived ones are not
 *  found. */
export function PageViewPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const pageId = useParams().pageId ?? '';
  const known = PAGE_ID.test(pageId);
  const query = useQuery({ ...pageQueryOptions(pageId), enabled: known });
  useDocumentTitle(query.data ? pageTitle(query.data, language) : t('customPages.view.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto', minWidth: 0, width: '100%' }}>
      <ItemQueryContent
        known={known}
        query={query}
        loading={<LoadingBlock label={t('customPages.view.loading')} />}
        notFound={
          <EmptyState
            icon="📄"
            title={t('customPages.view.notFound')}
            body={t('customPages.view.notFoundBody')}
            action={
              <Button component={RouterLink} to={paths.home} variant="outlined">
                {t('customPages.view.home')}
              </Button>
            }
          />
        }
        moduleOff={
          <EmptyState icon="📄" title={t('customPages.moduleOff')} body={t('moduleOff.body')} />
        }
      >
        {(page) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
            <PageContent page={page} language={language} />
          </Paper>
        )}
      </ItemQueryContent>
    </Stack>
  );
}
