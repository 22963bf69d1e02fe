import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';

import {
  ADMIN_PAGE_SIZE,
  programAssignmentsQueryOptions,
  type ProgramAssignment,
} from '../api/admin-programs';

/** Who the program is assigned to, by due day, with each person's progress and whether they
 *  are late. */
export function AssignmentsTable({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const { page, perPage, controls } = useListPaging(ADMIN_PAGE_SIZE);
  const list = useQuery(programAssignmentsQueryOptions(programId, page, perPage));
  return (
    <ResourceTable
      tableId="program-assignments"
      query={list}
      rows={(data) => data.items}
      rowKey={(assignment: ProgramAssignment) => assignment.person.id}
      label={t('programs.admin.assignments.label')}
      loadingLabel={t('programs.admin.assignments.loading')}
      empty={
        <EmptyState
          icon="🗓️"
          title={t('programs.admin.assignments.empty')}
          body={t('programs.admin.assignments.emptyBody')}
        />
      }
      columns={[
        {
          key: 'person',
          header: t('programs.admin.assignments.columns.person'),
          rowHeader: true,
          render: (assignment) => assignment.person.full_name,
        },
        {
          key: 'due',
          header: t('programs.admin.assignments.columns.due'),
          nowrap: true,
          render: (assignment) => <DateText value={assignment.due_on} />,
        },
        {
          key: 'progress',
          header: t('programs.admin.assignments.columns.progress'),
          render: (assignment) =>
            t('programs.progress', { completed: assignment.completed, count: assignment.total }),
        },
        {
          key: 'state',
          header: t('programs.admin.assignments.columns.state'),
          render: (assignment) =>
            assignment.total > 0 && assignment.completed >= assignment.total ? (
              <Chip size="small" color="success" label={t('programs.admin.assignments.done')} />
            ) : assignment.overdue ? (
              <Chip size="small" color="error" label={t('programs.admin.assignments.overdue')} />
            ) : (
              <Chip
                size="small"
                variant="outlined"
                label={t('programs.admin.assignments.onTrack')}
              />
            ),
        },
      ]}
      pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
    />
  );
}
