// Departments (admins): create, rename and set or clear the leader, (de)activate, delete (only
// an empty one). The list itself is a directory read (lib/calls/directory); every change
// refreshes the directory, since the people list shows department names.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody } from '@/api/types';
import { afterDirectoryChange, type DepartmentDetail } from '@/lib/calls/directory';

type NewDepartment = JsonBody<'createDepartment'>;
type DepartmentChanges = JsonBody<'updateDepartment'>;

/** The form's request, valid for creating and for editing: a name, and a leader (null: none;
 *  absent: kept). */
export type DepartmentInput = Required<Pick<DepartmentChanges, 'name'>> &
  Pick<DepartmentChanges, 'leader_id'>;

/** POST /org/departments (201), or PATCH /org/departments/{id} of the department edited (null
 *  clears its leader); 409 department_name_taken. */
export const saveDepartmentMutation = (department: DepartmentDetail | null) =>
  mutationOptions({
    mutationFn: (input: DepartmentInput) =>
      department
        ? sendData<DepartmentDetail>(
            'PATCH',
            `/org/departments/${department.id}`,
            input satisfies DepartmentChanges,
          )
        : sendData<DepartmentDetail>('POST', '/org/departments', input satisfies NewDepartment),
    onSuccess: afterDirectoryChange,
  });

/** PATCH /org/departments/{id} with `active`: an inactive department stays on its members but
 *  is not offered for new ones. */
export const setDepartmentActiveMutation = () =>
  mutationOptions({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      sendData<DepartmentDetail>('PATCH', `/org/departments/${id}`, {
        active,
      } satisfies DepartmentChanges),
    onSuccess: afterDirectoryChange,
  });

/** DELETE /org/departments/{id}; 409 department_not_empty while anybody belongs to it. */
export const deleteDepartmentMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/org/departments/${id}`),
    onSuccess: afterDirectoryChange,
  });
