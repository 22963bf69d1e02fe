import Autocomplete from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { AutocompleteInput } from '@/components/forms/autocomplete-input';

import { groupsQueryOptions } from '../api/admin-challenges';
import { departmentsQueryOptions, type NamedOption } from '../api/challenges';

export type AudienceListsProps = {
  departments: number[];
  groups: number[];
  onChange: (lists: { departments: number[]; groups: number[] }) => void;
  disabled?: boolean;
};

/** Departments and communication groups, chosen by name (the audience programs and surveys use:
 *  a person is in it when in any listed department or group). */
export function AudienceLists({ departments, groups, onChange, disabled }: AudienceListsProps) {
  const { t } = useTranslation();
  const departmentList = useQuery(departmentsQueryOptions());
  const groupList = useQuery({ ...groupsQueryOptions(), retry: false });
  const departmentOptions: NamedOption[] = departmentList.data ?? [];
  const groupOptions: NamedOption[] = groupList.data ?? [];
  const chosen = (options: NamedOption[], ids: number[]) =>
    ids.map((id) => options.find((option) => option.id === id) ?? { id, name: `#${id}` });
  return (
    <>
      <Autocomplete
        multiple
        disabled={disabled}
        options={departmentOptions}
        loading={departmentList.isPending}
        value={chosen(departmentOptions, departments)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) =>
          onChange({ departments: value.map((entry) => entry.id), groups })
        }
        renderInput={(params) => (
          <AutocompleteInput params={params} label={t('challenges.admin.audience.departments')} />
        )}
      />
      {groupList.isError ? null : (
        <Autocomplete
          multiple
          disabled={disabled}
          options={groupOptions}
          loading={groupList.isPending}
          value={chosen(groupOptions, groups)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, value) =>
            onChange({ departments, groups: value.map((entry) => entry.id) })
          }
          renderInput={(params) => (
            <AutocompleteInput params={params} label={t('challenges.admin.audience.groups')} />
          )}
        />
      )}
    </>
  );
}
