import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';

import { PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '../lib/periods';

/** `any`: no period (the filters only). */
export type PeriodValue = { preset: PeriodPreset | 'any'; from: string; to: string };

export type PeriodPickerProps = {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  label: string;
  /** Offer "any period" (filters) besides the presets. */
  allowAny?: boolean;
  errors?: { from?: string; to?: string };
};

/** A period: this quarter, next quarter, this year, or custom dates (then two day fields). */
export function PeriodPicker({
  value,
  onChange,
  label,
  allowAny = false,
  errors,
}: PeriodPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const presets = allowAny ? (['any', ...PERIOD_PRESETS] as const) : PERIOD_PRESETS;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <SelectInput
        id={`${id}-preset`}
        label={label}
        value={value.preset}
        options={presets.map((preset) => ({ value: preset, label: t(`goals.period.${preset}`) }))}
        onChange={(event) => {
          const next = event.target.value as PeriodPreset | 'any';
          if (next === 'any') return onChange({ preset: 'any', from: '', to: '' });
          const dates = presetPeriod(next);
          onChange(dates ? { preset: next, ...dates } : { ...value, preset: 'custom' });
        }}
      />
      {value.preset === 'custom' ? (
        <>
          <DateInput
            id={`${id}-from`}
            label={t('goals.period.from')}
            value={value.from}
            onChange={(from) => onChange({ ...value, from })}
            error={Boolean(errors?.from)}
            helperText={errors?.from}
          />
          <DateInput
            id={`${id}-to`}
            label={t('goals.period.to')}
            value={value.to}
            onChange={(to) => onChange({ ...value, to })}
            error={Boolean(errors?.to)}
            helperText={errors?.to}
          />
        </>
      ) : null}
    </Box>
  );
}
