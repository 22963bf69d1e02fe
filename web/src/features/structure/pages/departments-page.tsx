import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { useNumberFormat } from '@/i18n/use-number-format';
import { departmentDetailsQueryOptions, type DepartmentDetail } from '@/lib/calls/directory';

import { deleteDepartmentMutation, setDepartmentActiveMutation } from '../api/departments';
import { DepartmentDialog } from '../components/department-dialog';
import { StructurePage } from '../components/structure-page';

/** Departments, inactive ones too: leader, active members, (de)activation, edit and delete. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const departments = useQuery(departmentDetailsQueryOptions());

  return (
    <StructurePage<DepartmentDetail, { id: number }>
      kind="departments"
      icon="🏢"
      query={departments}
      columns={[
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
      deleteMutation={deleteDepartmentMutation()}
      editor={(department, close) => <DepartmentDialog department={department} onClose={close} />}
    />
  );
}
