import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AdminRecognitionType } from '@/api/admin-types';

import { DateField } from '../../components/date-field';
import { NativeSelectField } from '../../components/native-select-field';
import { PersonPicker } from '../../components/people-picker';

import type { FiledFilter, FilterValues } from './recognition-filter-values';

export type RecognitionFiltersProps = {
  value: FilterValues;
  types: readonly AdminRecognitionType[];
  onChange: (value: FilterValues) => void;
};

/** Filters of the admin recognitions list; each change applies at once. */
export function RecognitionFilters({ value, types, onChange }: RecognitionFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof FilterValues>(key: K, next: FilterValues[K]) =>
    onChange({ ...value, [key]: next });

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
        <NativeSelectField
          id={`${id}-filed`}
          label={t('admin.recognitions.filters.filed')}
          value={value.filed}
          onChange={(event) => set('filed', event.target.value as FiledFilter)}
          sx={{ minWidth: 160 }}
        >
          <option value="all">{t('admin.recognitions.filters.filedAll')}</option>
          <option value="visible">{t('admin.recognitions.filters.filedVisible')}</option>
          <option value="filed">{t('admin.recognitions.filters.filedOnly')}</option>
        </NativeSelectField>
        <NativeSelectField
          id={`${id}-type`}
          label={t('admin.recognitions.filters.type')}
          value={value.typeId}
          onChange={(event) => set('typeId', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('admin.recognitions.filters.anyType')}</option>
          {types.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </NativeSelectField>
        <StackItem>
          <PersonPicker
            id={`${id}-person`}
            label={t('admin.recognitions.filters.person')}
            value={value.person}
            onChange={(person) => set('person', person)}
          />
        </StackItem>
        <StackItem narrow>
          <DateField
            id={`${id}-from`}
            label={t('admin.recognitions.filters.from')}
            value={value.from}
            onChange={(event) => set('from', event.target.value)}
          />
        </StackItem>
        <StackItem narrow>
          <DateField
            id={`${id}-to`}
            label={t('admin.recognitions.filters.to')}
            value={value.to}
            onChange={(event) => set('to', event.target.value)}
          />
        </StackItem>
      </Stack>
    </Stack>
  );
}

function StackItem({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <Stack sx={{ minWidth: { md: narrow ? 170 : 260 }, flex: { md: 1 } }}>{children}</Stack>;
}
