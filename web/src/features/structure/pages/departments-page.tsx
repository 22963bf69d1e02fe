import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { departmentDetailsQueryOptions, type DepartmentDetail } from '@/lib/calls/directory';
import { useDocumentTitle } from '@/lib/use-document-title';

import { deleteDepartmentMutation, setDepartmentActiveMutation } from '../api/departments';
import { DepartmentDialog } from '../components/department-dialog';

type Editing = { department: DepartmentDetail | null } | null;

/** Departments, inactive ones too: leader, active members, (de)activation, edit and delete. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('structure.departments.title'));
  const format = useNumberFormat();
  const departments = useQuery(departmentDetailsQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmAction(
    deleteDepartmentMutation(),
    (department: DepartmentDetail) => department.id,
    (_done, department) => t('structure.departments.deleted', { name: department.name }),
  );

  const createButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={() => setEditing({ department: null })}
    >
      {t('structure.departments.create')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('structure.departments.title')}
        description={t('structure.departments.description')}
        action={createButton}
      />
      <ResourceTable
        query={departments}
        rows={(data) => data}
        rowKey={(department) => department.id}
        label={t('structure.departments.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🏢"
            title={t('structure.departments.empty')}
            body={t('structure.departments.emptyBody')}
            action={createButton}
          />
        }
        columns={[
          {
            key: 'name',
            header: t('structure.columns.name'),
            rowHeader: true,
            cellStyle: { fontWeight: 700 },
            render: (department) => department.name,
          },
          {
            key: 'leader',
            header: t('structure.departments.leader'),
            render: (department) => department.leader?.full_name ?? '—',
          },
          {
            key: 'members',
            header: t('structure.columns.members'),
            align: 'right',
            render: (department) => format.number(department.member_count),
          },
          {
            key: 'active',
            header: t('structure.columns.active'),
            render: (department) => (
              <MutationSwitch
                checked={department.active}
                label={t('structure.departments.activeLabel', { name: department.name })}
                mutation={setDepartmentActiveMutation()}
                request={(active) => ({ id: department.id, active })}
                successToast={(saved) =>
                  t(
                    saved.active
                      ? 'structure.departments.activated'
                      : 'structure.departments.deactivated',
                    { name: saved.name },
                  )
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (department) => (
            <>
              <IconButton
                aria-label={t('structure.departments.edit', { name: department.name })}
                onClick={() => setEditing({ department })}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('structure.departments.delete', { name: department.name })}
                onClick={() => remove.ask(department)}
              >
                <DeleteOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {editing ? (
        <DepartmentDialog department={editing.department} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmActionDialog
        action={remove}
        title={t('structure.departments.deleteTitle')}
        body={(department) => t('structure.departments.deleteBody', { name: department.name })}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
