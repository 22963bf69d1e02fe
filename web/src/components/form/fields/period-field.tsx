import { useTranslation } from 'react-i18next';

import { POINTS_PERIODS } from '@/lib/calls/points';

import { SelectField } from './select-field';

export type PeriodFieldProps = { name: string; label: string };

/** A period of the surrounding form: week, month, quarter or year. */
export function PeriodField({ name, label }: PeriodFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={label}
      options={POINTS_PERIODS.map((period) => ({
        value: period,
        label: t(`admin.periods.${period}`),
      }))}
    />
  );
}
