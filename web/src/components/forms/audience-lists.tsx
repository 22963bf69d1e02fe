import { useQuery } from '@tanstack/react-query';

import { audienceDepartmentsQueryOptions, audienceGroupsQueryOptions } from '@/lib/calls/audience';

import { NamedMultiSelect } from './named-multi-select';

export type AudienceLists = { departments: number[]; groups: number[] };

export type AudienceListsProps = AudienceLists & {
  onChange: (lists: AudienceLists) => void;
  /** The feature's own words for the two fields. */
  labels: { departments: string; groups: string };
  disabled?: boolean;
};

/** Departments (with their sub-departments) and communication groups, chosen by name: a person
 *  is in the audience when in any of them. The groups only when the caller may read them
 *  (admins). */
export function AudienceListsField({
  departments,
  groups,
  onChange,
  labels,
  disabled,
}: AudienceListsProps) {
  const departmentList = useQuery(audienceDepartmentsQueryOptions());
  const groupList = useQuery(audienceGroupsQueryOptions());
  return (
    <>
      <NamedMultiSelect
        label={labels.departments}
        options={departmentList.data ?? []}
        loading={departmentList.isPending}
        value={departments}
        disabled={disabled}
        onChange={(ids) => onChange({ departments: ids, groups })}
      />
      {groupList.isError ? null : (
        <NamedMultiSelect
          label={labels.groups}
          options={groupList.data ?? []}
          loading={groupList.isPending}
          value={groups}
          disabled={disabled}
          onChange={(ids) => onChange({ departments, groups: ids })}
        />
      )}
    </>
  );
}
