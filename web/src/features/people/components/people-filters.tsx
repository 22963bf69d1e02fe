import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import type { DepartmentDetail, Group } from '@/lib/calls/directory';

import { KEYWORDS_MAX_LENGTH } from '../api/people';
import type { PeopleFilterValues, RoleFilter, StateFilter } from '../people-filter-values';
import { ROLES } from '../person-schema';

export type PeopleFiltersProps = {
  value: PeopleFilterValues;
  departments: readonly DepartmentDetail[];
  groups: readonly Group[];
  onChange: (value: PeopleFilterValues) => void;
};

/** One filter; grows to share the row, and never shrinks below its basis. */
function Item({ basis, children }: { basis: number; children: ReactNode }) {
  return <Box sx={{ flex: { sm: `1 1 ${basis}px` }, minWidth: 0 }}>{children}</Box>;
}

/** Filters of the people list, applied as they change (the search box after a pause): one row
 *  on a wide screen, wrapping on a narrower one, one under the other on phones. */
export function PeopleFilters({ value, departments, groups, onChange }: PeopleFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof PeopleFilterValues>(key: K, next: PeopleFilterValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Box
      component="fieldset"
      aria-label={t('people.filters.label')}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        flexWrap: 'wrap',
        alignItems: { sm: 'center' },
        gap: 1.5,
      }}
    >
      <Item basis={200}>
        <SearchInput
          id={`${id}-keywords`}
          label={t('people.filters.keywords')}
          value={value.keywords}
          onChange={(event) => set('keywords', event.target.value.slice(0, KEYWORDS_MAX_LENGTH))}
          maxLength={KEYWORDS_MAX_LENGTH}
        />
      </Item>
      <FormControlLabel
        sx={{ mx: 0, whiteSpace: 'nowrap' }}
        label={t('people.filters.emailOnly')}
        control={
          <Switch
            checked={value.emailOnly}
            onChange={(event) => set('emailOnly', event.target.checked)}
          />
        }
      />
      <Item basis={110}>
        <SelectInput
          id={`${id}-role`}
          label={t('people.filters.role')}
          value={value.role}
          onChange={(event) => set('role', event.target.value as RoleFilter)}
          options={[
            { value: 'all', label: t('people.filters.all') },
            ...ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) })),
          ]}
        />
      </Item>
      <Item basis={110}>
        <SelectInput
          id={`${id}-state`}
          label={t('people.filters.state')}
          value={value.state}
          onChange={(event) => set('state', event.target.value as StateFilter)}
          options={[
            { value: 'all', label: t('people.filters.allStates') },
            { value: 'active', label: t('people.filters.active') },
            { value: 'inactive', label: t('people.filters.inactive') },
          ]}
        />
      </Item>
      <Item basis={110}>
        <SelectInput
          id={`${id}-department`}
          label={t('people.filters.department')}
          value={value.department}
          onChange={(event) => set('department', event.target.value)}
          options={[
            { value: '', label: t('people.filters.all') },
            ...departments.map((department) => ({
              value: String(department.id),
              label: department.active
                ? department.name
                : t('people.filters.inactiveDepartment', { name: department.name }),
            })),
          ]}
        />
      </Item>
      <Item basis={110}>
        <SelectInput
          id={`${id}-group`}
          label={t('people.filters.group')}
          value={value.group}
          onChange={(event) => set('group', event.target.value)}
          options={[
            { value: '', label: t('people.filters.all') },
            ...groups.map((group) => ({ value: String(group.id), label: group.name })),
          ]}
        />
      </Item>
    </Box>
  );
}
