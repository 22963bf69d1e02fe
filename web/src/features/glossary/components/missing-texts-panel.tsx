import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import type { Language } from '@/i18n/languages';

import { missingTextsQueryOptions, type MissingText } from '../api/missing-texts';

import { KEY_CELL, TEXT_CELL } from './cell-styles';
import { KeyText } from './key-text';

export type MissingTextsPanelProps = {
  lng: Language;
  onTranslate: (missing: MissingText) => void;
};

/** The keys the app looked for in a language and did not find, newest first: the key, the text
 *  it showed instead, since when, and "Traducir". */
export function MissingTextsPanel({ lng, onTranslate }: MissingTextsPanelProps) {
  const { t } = useTranslation();
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const [pagedLng, setPagedLng] = useState(lng);
  if (pagedLng !== lng) {
    // Another language's list starts at its first page.
    setPagedLng(lng);
    setPage(0);
  }
  const list = useQuery(missingTextsQueryOptions(lng, page + 1, perPage));

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('glossaryAdmin.missing.description')}</Typography>
      <ResourceTable
        query={list}
        rows={(data) => data.items}
        rowKey={(missing: MissingText) => missing.key}
        label={t('glossaryAdmin.missing.tableLabel', { language: t(`languages.${lng}`) })}
        loadingLabel={t('glossaryAdmin.loading')}
        empty={
          <EmptyState
            icon="✅"
            title={t('glossaryAdmin.missing.empty')}
            body={t('glossaryAdmin.missing.emptyBody')}
          />
        }
        columns={[
          {
            key: 'key',
            header: t('glossaryAdmin.missing.columns.key'),
            rowHeader: true,
            cellStyle: KEY_CELL,
            render: (missing) => <KeyText value={missing.key} />,
          },
          {
            key: 'fallback',
            header: t('glossaryAdmin.missing.columns.fallback'),
            cellStyle: TEXT_CELL,
            render: (missing) => missing.fallback,
          },
          {
            key: 'date',
            header: t('glossaryAdmin.missing.columns.date'),
            nowrap: true,
            render: (missing) => <DateText value={missing.created_at} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (missing) => (
            <Button
              size="small"
              startIcon={<Translate />}
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onTranslate(missing)}
              aria-label={t('glossaryAdmin.missing.translateLabel', { key: missing.key })}
            >
              {t('glossaryAdmin.missing.translate')}
            </Button>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
    </Stack>
  );
}
