import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { SearchInput } from '@/components/form/search-input';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  SITE_LIMITS,
  sitePeopleQueryOptions,
  unassignPersonMutation,
  type WorkplaceSiteAdmin,
} from '../api/admin-workplace';

export type SitePeopleDialogProps = { site: WorkplaceSiteAdmin; onClose: () => void };

/** The people of a site, a page at a time, searched by name or e-mail; each taken off the site
 *  with one button. */
export function SitePeopleDialog({ site, onClose }: SitePeopleDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const people = useQuery(sitePeopleQueryOptions(site.id, q, page + 1, perPage));
  const remove = useToastMutation(unassignPersonMutation(), {
    errorToast: true,
    // The last one on a later page: the page before it shows instead of an empty one.
    onSuccess: () => {
      if (page > 0 && people.data?.items.length === 1) setPage(page - 1);
    },
    success: (_saved, person) =>
      t('workplace.people.removed', { name: person.full_name, site: site.name }),
  });
  return (
    <ViewDialog
      title={t('workplace.people.title', { name: site.name })}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <SearchInput
          id={`${id}-q`}
          label={t('workplace.people.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value.slice(0, SITE_LIMITS.searchMax));
            setPage(0);
          }}
          maxLength={SITE_LIMITS.searchMax}
        />
        <ResourceTable
          query={people}
          rows={(data) => data.items}
          rowKey={(person: PersonRef) => person.id}
          label={t('workplace.people.tableLabel', { name: site.name })}
          loadingLabel={t('workplace.people.loading')}
          empty={
            <EmptyState
              icon="👥"
              title={q ? t('workplace.people.noMatch') : t('workplace.people.empty')}
            />
          }
          columns={[
            {
              key: 'name',
              header: t('workplace.people.columns.name'),
              rowHeader: true,
              render: (person) => person.full_name,
            },
            {
              key: 'department',
              header: t('workplace.people.columns.department'),
              render: (person) => person.department_name ?? '—',
            },
            {
              key: 'email',
              header: t('workplace.people.columns.email'),
              cellStyle: { overflowWrap: 'anywhere' },
              render: (person) => person.email ?? '—',
            },
          ]}
          actions={{
            header: t('workplace.people.columns.actions'),
            render: (person) => (
              <IconButton
                aria-label={t('workplace.people.remove', { name: person.full_name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(person)}
              >
                <PersonRemoveOutlined />
              </IconButton>
            ),
          }}
          pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
        />
      </Stack>
    </ViewDialog>
  );
}
