import Add from '@mui/icons-material/Add';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { TableSort } from '@/components/data/data-table';
import { ListPagination } from '@/components/data/list-pagination';
import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { SEARCH_DEBOUNCE_MS } from '@/components/people/people-picker';
import {
  departmentDetailsQueryOptions,
  eraseUserMutation,
  groupsQueryOptions,
} from '@/lib/calls/directory';
import { contractTypeName } from '@/lib/person-attributes';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import { peopleQueryOptions, setPersonActiveMutation, type AdminUser } from '../api/people';
import { exportPeopleMutation, PEOPLE_EXPORT_FILE_NAME } from '../api/people-import';
import { BulkDeactivateDialog } from '../components/bulk-deactivate-dialog';
import { GroupChips } from '../components/group-chips';
import { PeopleFilters } from '../components/people-filters';
import { PersonDialog } from '../components/person-dialog';
import { PersonStateChips } from '../components/person-state-chips';
import { PersonSummary } from '../components/person-summary';
import {
  EMPTY_PEOPLE_FILTERS,
  hasPeopleFilters,
  peopleSort,
  toPeopleFilters,
  type PeopleFilterValues,
} from '../people-filter-values';
import { PEOPLE_IMPORT_PATH } from '../section-paths';

type Dialog = { kind: 'person'; person: AdminUser | null } | { kind: 'bulk' } | null;

const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** The organisation's people: filters, a page of them with their state, and what admins do
 *  with a person (edit, activate or deactivate, erase) or with many (import or export a
 *  spreadsheet, deactivate by e-mail). */
export function PeoplePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('people.title'));
  const [filters, setFilters] = useState<PeopleFilterValues>(EMPTY_PEOPLE_FILTERS);
  const keywords = useDebouncedValue(filters.keywords, SEARCH_DEBOUNCE_MS);
  const { page, perPage, setPage, controls: paging } = useListPaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const departments = useQuery(departmentDetailsQueryOptions());
  const groups = useQuery(groupsQueryOptions());
  // Sorted on the server: the order spans every page, not only the one shown.
  const [sort, setSort] = useState<TableSort>(null);
  const shown = { ...filters, keywords };
  const list = useQuery(
    peopleQueryOptions(page + 1, perPage, { ...toPeopleFilters(shown), ...peopleSort(sort) }),
  );
  const erase = useConfirmAction(
    eraseUserMutation(),
    (person: AdminUser) => person.id,
    (_erased, person) => t('people.erase.done', { name: person.full_name }),
  );

  const handleFilters = (next: PeopleFilterValues) => {
    setFilters(next);
    setPage(0);
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={NO_WRAP}
      onClick={() => setDialog({ kind: 'person', person: null })}
    >
      {t('people.create.open')}
    </Button>
  );

  const importButton = (
    <Button
      variant="outlined"
      startIcon={<UploadFileOutlined />}
      sx={NO_WRAP}
      component={Link}
      to={PEOPLE_IMPORT_PATH}
    >
      {t('people.import.open')}
    </Button>
  );

  const empty = hasPeopleFilters(shown) ? (
    <EmptyState
      icon="🔎"
      title={t('people.noMatch')}
      body={t('people.noMatchBody')}
      action={
        <Button variant="outlined" onClick={() => handleFilters(EMPTY_PEOPLE_FILTERS)}>
          {t('people.filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon="👥"
      title={t('people.empty')}
      body={t('people.emptyBody')}
      action={
        <Stack
          direction="row"
          useFlexGap
          sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {addButton}
          {importButton}
        </Stack>
      }
    />
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('people.title')}
        description={t('people.description')}
        action={
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            {importButton}
            <DownloadButton
              mutation={exportPeopleMutation()}
              fileName={PEOPLE_EXPORT_FILE_NAME}
              label={t('people.import.export')}
              icon={<FileDownloadOutlined />}
            />
            <Button
              variant="outlined"
              startIcon={<PersonOffOutlined />}
              sx={NO_WRAP}
              onClick={() => setDialog({ kind: 'bulk' })}
            >
              {t('people.bulk.open')}
            </Button>
            {addButton}
          </Stack>
        }
      />
      <PeopleFilters
        value={filters}
        departments={departments.data ?? []}
        groups={groups.data ?? []}
        onChange={handleFilters}
      />
      <ResourceTable
        tableId="people"
        query={list}
        rows={(data) => data.items}
        rowKey={(person: AdminUser) => person.id}
        rowProps={(person) => ({ 'data-testid': `person-row-${person.id}` })}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        label={t('people.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={empty}
        columns={[
          {
            key: 'person',
            header: t('people.columns.person'),
            rowHeader: true,
            sortable: true,
            render: (person) => <PersonSummary person={person} />,
          },
          {
            key: 'role',
            header: t('people.columns.role'),
            nowrap: true,
            render: (person) => t(`admin.roles.${person.user_type}`),
          },
          {
            key: 'department',
            header: t('people.columns.department'),
            sortable: true,
            render: (person) => person.department?.name ?? '—',
          },
          {
            key: 'groups',
            header: t('people.columns.groups'),
            render: (person) => <GroupChips groups={person.groups} />,
          },
          {
            key: 'nationalId',
            header: t('people.columns.nationalId'),
            nowrap: true,
            hiddenByDefault: true,
            render: (person) => person.national_id ?? '—',
          },
          {
            key: 'contractType',
            header: t('people.columns.contractType'),
            hiddenByDefault: true,
            render: (person) =>
              person.contract_type ? contractTypeName(t, person.contract_type) : '—',
          },
          {
            key: 'state',
            header: t('people.columns.state'),
            render: (person) => <PersonStateChips person={person} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (person) => (
            <>
              <MutationSwitch
                checked={person.active}
                label={t('people.active.label', { name: person.full_name })}
                mutation={setPersonActiveMutation()}
                request={(active) => ({ user_id: person.id, active })}
                successToast={(saved) =>
                  t(saved.active ? 'people.active.activated' : 'people.active.deactivated', {
                    name: saved.full_name,
                  })
                }
              />
              <IconButton
                aria-label={t('people.edit.label', { name: person.full_name })}
                onClick={() => setDialog({ kind: 'person', person })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                color="error"
                aria-label={t('people.erase.label', { name: person.full_name })}
                onClick={() => erase.ask(person)}
              >
                <DeleteForeverOutlined />
              </IconButton>
            </>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {dialog?.kind === 'person' ? (
        <PersonDialog person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'bulk' ? <BulkDeactivateDialog onClose={() => setDialog(null)} /> : null}
      <ConfirmActionDialog
        action={erase}
        title={t('people.erase.title')}
        body={(person) => t('people.erase.body', { name: person.full_name })}
        confirmLabel={t('people.erase.confirm')}
      />
    </Stack>
  );
}
