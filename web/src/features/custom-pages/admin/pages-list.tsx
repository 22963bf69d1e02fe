import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';

import { adminPagesQueryOptions, type PageSummary } from '../api/admin-pages';
import { pageTitle, usePageLanguage } from '../lib/page-language';

import { PageStatusChip } from './page-status-chip';
import { SavedPreview } from './saved-preview';
import { StatusActions } from './status-actions';

export type PagesListProps = { onCreate: () => void; onOpen: (pageId: number) => void };

/** Every page (drafts, published, archived): its status, where it is in the menu and who sees
 *  it; each opened in the editor, previewed, published, unpublished or archived from here. */
export function PagesList({ onCreate, onOpen }: PagesListProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const list = useQuery(adminPagesQueryOptions());
  const [previewing, setPreviewing] = useState<number | null>(null);
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('customPages.admin.new')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <div>{create}</div>
      <ResourceTable
        tableId="custom-pages-admin"
        query={list}
        rows={(data) => data}
        rowKey={(page: PageSummary) => page.id}
        rowProps={(page) => ({ 'data-page': String(page.id) })}
        label={t('customPages.admin.list.label')}
        loadingLabel={t('customPages.admin.list.loading')}
        empty={
          <EmptyState
            icon="📄"
            title={t('customPages.admin.list.empty')}
            body={t('customPages.admin.list.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'title',
            header: t('customPages.admin.list.columns.title'),
            rowHeader: true,
            sortValue: (page) => pageTitle(page, language).toLowerCase(),
            cellStyle: { minWidth: 180 },
            // One line, cut with an ellipsis: a long title never makes the row's buttons wrap.
            render: (page) => (
              <Link
                component="button"
                type="button"
                title={pageTitle(page, language)}
                onClick={() => onOpen(page.id)}
                sx={{
                  display: 'block',
                  maxWidth: 280,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {pageTitle(page, language)}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('customPages.admin.list.columns.status'),
            sortValue: (page) => page.status,
            render: (page) => <PageStatusChip status={page.status} />,
          },
          {
            key: 'menu',
            header: t('customPages.admin.list.columns.menu'),
            sortValue: (page) => (page.in_menu ? page.menu_order : 10_000),
            render: (page) =>
              page.in_menu
                ? t('customPages.admin.list.inMenu', { order: page.menu_order })
                : t('customPages.admin.list.notInMenu'),
          },
          {
            key: 'audience',
            header: t('customPages.admin.list.columns.audience'),
            render: (page) =>
              page.audience.everyone
                ? t('customPages.admin.list.everyone')
                : t('customPages.admin.list.some'),
          },
          {
            key: 'updated',
            header: t('customPages.admin.list.columns.updated'),
            sortValue: (page) => page.updated_at,
            render: (page) => <DateText value={page.updated_at} />,
          },
          {
            key: 'actions',
            header: t('customPages.admin.list.columns.actions'),
            render: (page) => (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'nowrap', gap: 1 }}>
                <Button
                  size="small"
                  aria-label={t('customPages.admin.previewLabel', {
                    title: pageTitle(page, language),
                  })}
                  onClick={() => setPreviewing(page.id)}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('customPages.admin.previewShort')}
                </Button>
                <StatusActions page={page} />
              </Stack>
            ),
          },
        ]}
      />
      {previewing !== null ? (
        <SavedPreview pageId={previewing} onClose={() => setPreviewing(null)} />
      ) : null}
    </Stack>
  );
}
