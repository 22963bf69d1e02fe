import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { SearchInput } from '@/components/form/search-input';
import type { Language } from '@/i18n/languages';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  GLOSSARY_SEARCH_MAX_LENGTH,
  glossaryQueryOptions,
  toGlossaryFilters,
  type GlossaryEntry,
} from '../api/glossary';

import { KEY_CELL, TEXT_CELL } from './cell-styles';
import { KeyText } from './key-text';

export type GlossaryTextsPanelProps = {
  lng: Language;
  onEdit: (entry: GlossaryEntry) => void;
};

/** Every text of a language, a page at a time: searched by key or text (after a pause in typing),
 *  or only those the organisation changed; each with its key, the built-in text, the
 *  organisation's and "Editar". */
export function GlossaryTextsPanel({ lng, onEdit }: GlossaryTextsPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const [pagedLng, setPagedLng] = useState(lng);
  if (pagedLng !== lng) {
    // Another language's list starts at its first page.
    setPagedLng(lng);
    setPage(0);
  }
  const typed = useDebouncedValue(search);
  const filters = toGlossaryFilters(typed, changedOnly);
  const list = useQuery(glossaryQueryOptions(lng, page + 1, perPage, filters));

  const handleSearch = (next: string) => {
    setSearch(next.slice(0, GLOSSARY_SEARCH_MAX_LENGTH));
    setPage(0);
  };
  const handleChangedOnly = (next: boolean) => {
    setChangedOnly(next);
    setPage(0);
  };
  const showAll = () => {
    setSearch('');
    setChangedOnly(false);
    setPage(0);
  };

  const showAllButton = (
    <Button variant="outlined" onClick={showAll}>
      {t('glossaryAdmin.showAll')}
    </Button>
  );
  const empty =
    changedOnly && !filters.search ? (
      <EmptyState
        icon="✏️"
        title={t('glossaryAdmin.noChanges')}
        body={t('glossaryAdmin.noChangesBody')}
        action={showAllButton}
      />
    ) : (
      <EmptyState
        icon="🔎"
        title={t('glossaryAdmin.noMatch')}
        body={t('glossaryAdmin.noMatchBody')}
        action={showAllButton}
      />
    );

  return (
    <Stack spacing={2}>
      <Box
        component="fieldset"
        aria-label={t('glossaryAdmin.filters')}
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 1.5,
        }}
      >
        <Box sx={{ flex: { sm: '1 1 320px' }, minWidth: 0, maxWidth: { sm: 480 } }}>
          <SearchInput
            id={`${id}-search`}
            label={t('glossaryAdmin.search')}
            value={search}
            onChange={(event) => handleSearch(event.target.value)}
            maxLength={GLOSSARY_SEARCH_MAX_LENGTH}
          />
        </Box>
        <FormControlLabel
          sx={{ mx: 0, whiteSpace: 'nowrap' }}
          label={t('glossaryAdmin.changedOnly')}
          control={
            <Switch
              checked={changedOnly}
              onChange={(event) => handleChangedOnly(event.target.checked)}
            />
          }
        />
      </Box>
      <ResourceTable
        query={list}
        rows={(data) => data.items}
        rowKey={(entry: GlossaryEntry) => entry.key}
        label={t('glossaryAdmin.tableLabel', { language: t(`languages.${lng}`) })}
        loadingLabel={t('glossaryAdmin.loading')}
        empty={empty}
        columns={[
          {
            key: 'key',
            header: t('glossaryAdmin.columns.key'),
            rowHeader: true,
            cellStyle: KEY_CELL,
            render: (entry) => <KeyText value={entry.key} />,
          },
          {
            key: 'default',
            header: t('glossaryAdmin.columns.default'),
            cellStyle: TEXT_CELL,
            render: (entry) =>
              entry.default ?? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('glossaryAdmin.noDefault')}
                </Typography>
              ),
          },
          {
            key: 'value',
            header: t('glossaryAdmin.columns.value'),
            cellStyle: TEXT_CELL,
            render: (entry) => entry.value ?? '—',
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (entry) => (
            <Button
              size="small"
              startIcon={<EditOutlined />}
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onEdit(entry)}
              aria-label={t('glossaryAdmin.editLabel', { key: entry.key })}
            >
              {t('glossaryAdmin.edit')}
            </Button>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
    </Stack>
  );
}
