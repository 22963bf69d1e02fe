import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';

import type { AuditFilterValues } from './audit-filter-values';
import { useAuditLabels } from './audit-labels';

export type AuditFiltersProps = {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
};

/** Filters of the audit trail, applied as they change: who acted, the area of the action, what
 *  it was done to (its type and id) and the period. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const id = useId();
  const set = <K extends keyof AuditFilterValues>(key: K, next: AuditFilterValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <Box
      component="fieldset"
      aria-label={t('audit.filters.label')}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'minmax(0, 1.5fr) repeat(3, minmax(0, 1fr)) repeat(2, minmax(0, 1fr))',
        },
        gap: 1.5,
        alignItems: 'start',
      }}
    >
      <PeoplePicker
        id={`${id}-person`}
        label={t('audit.filters.person')}
        value={value.person}
        onChange={(person) => set('person', person)}
      />
      <SelectInput
        id={`${id}-area`}
        label={t('audit.filters.area')}
        value={value.area}
        onChange={(event) => set('area', event.target.value)}
        options={[
          { value: '', label: t('audit.filters.anyArea') },
          ...labels.areas.map((area) => ({ value: area, label: labels.area(area) })),
        ]}
      />
      <SelectInput
        id={`${id}-target-type`}
        label={t('audit.filters.targetType')}
        value={value.targetType}
        onChange={(event) => set('targetType', event.target.value)}
        options={[
          { value: '', label: t('audit.filters.anyTarget') },
          ...labels.targets.map((type) => ({ value: type, label: labels.target(type) })),
        ]}
      />
      <TextInput
        id={`${id}-target-id`}
        label={t('audit.filters.targetId')}
        value={value.targetId}
        inputProps={{ maxLength: 100 }}
        onChange={(event) => set('targetId', event.target.value)}
      />
      <DateInput
        id={`${id}-from`}
        label={t('audit.filters.from')}
        value={value.from}
        onChange={(next) => set('from', next)}
      />
      <DateInput
        id={`${id}-to`}
        label={t('audit.filters.to')}
        value={value.to}
        onChange={(next) => set('to', next)}
      />
    </Box>
  );
}
