import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { PeoplePicker } from '@/components/people/people-picker';
import type { AdminRecognitionType } from '@/lib/calls/recognition-types';
import { useOrgWording } from '@/lib/use-org-wording';

import type { FiledFilter, FilterValues } from './recognition-filter-values';

export type RecognitionFiltersProps = {
  value: FilterValues;
  types: readonly AdminRecognitionType[];
  onChange: (value: FilterValues) => void;
};

function StackItem({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <Stack sx={{ minWidth: { md: narrow ? 170 : 260 }, flex: { md: 1 } }}>{children}</Stack>;
}

/** Filters of the admin recognitions list; each change applies at once. */
export function RecognitionFilters({ value, types, onChange }: RecognitionFiltersProps) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const id = useId();
  const set = <K extends keyof FilterValues>(key: K, next: FilterValues[K]) =>
    onChange({ ...value, [key]: next });
  const dates = (['from', 'to'] as const).map((key) => (
    <StackItem key={key} narrow>
      <DateInput
        id={`${id}-${key}`}
        label={t(`admin.recognitions.filters.${key}`)}
        value={value[key]}
        onChange={(next) => set(key, next)}
      />
    </StackItem>
  ));

  return (
    <Stack
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-label={t('admin.recognitions.filters.label')}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: { md: 'wrap' } }}
      >
        <SelectInput
          id={`${id}-filed`}
          label={t('admin.recognitions.filters.filed')}
          value={value.filed}
          onChange={(event) => set('filed', event.target.value as FiledFilter)}
          sx={{ minWidth: 160 }}
          options={[
            { value: 'all', label: t('admin.recognitions.filters.filedAll') },
            { value: 'visible', label: t('admin.recognitions.filters.filedVisible') },
            { value: 'filed', label: t('admin.recognitions.filters.filedOnly') },
          ]}
        />
        <SelectInput
          id={`${id}-type`}
          label={t('admin.recognitions.filters.type')}
          value={value.typeId}
          onChange={(event) => set('typeId', event.target.value)}
          sx={{ minWidth: 200 }}
          options={[
            { value: '', label: t('admin.recognitions.filters.anyType') },
            ...types.map((type) => ({ value: String(type.id), label: wording.name(type) })),
          ]}
        />
        <StackItem>
          <PeoplePicker
            id={`${id}-person`}
            label={t('admin.recognitions.filters.person')}
            value={value.person}
            onChange={(person) => set('person', person)}
          />
        </StackItem>
        {dates}
      </Stack>
    </Stack>
  );
}
