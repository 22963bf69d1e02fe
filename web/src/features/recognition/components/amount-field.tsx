import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { RecognitionType } from '../api/recognition';

export type AmountFieldProps = {
  id: string;
  type: RecognitionType | null;
  value: number | null;
  onChange: (amount: number | null) => void;
  onBlur?: () => void;
  error?: string;
};

/** Points per receiver: a number field and a slider bound to the type's minimum and maximum. */
export function AmountField({ id, type, value, onChange, onBlur, error }: AmountFieldProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const min = type?.min_points ?? 0;
  const max = type?.max_points ?? 0;
  const sliderValue = value === null ? min : Math.min(max, Math.max(min, value));
  // Out of the type's bounds says so while typing, not only on sending.
  const outOfRange = type !== null && value !== null && (value < min || value > max);
  const rangeError = outOfRange
    ? t('send.errors.amountRange', { min: format.number(min), max: format.number(max) })
    : undefined;
  const shownError = error ?? rangeError;
  const hint = type
    ? t('send.amountHelp', { min: format.number(min), max: format.number(max) })
    : t('send.amountPickType');

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 3 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}>
        <TextInput
          id={id}
          label={t('send.amount')}
          type="number"
          required
          disabled={!type}
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            onChange(text === '' ? null : Number(text));
          }}
          onBlur={onBlur}
          inputProps={{ min, max, step: 1, inputMode: 'numeric' }}
          error={Boolean(shownError)}
          helperText={shownError ?? hint}
        />
      </Box>
      <Box sx={{ flexGrow: 1, px: 1, pt: { sm: 1 } }}>
        <Slider
          value={sliderValue}
          min={min}
          max={Math.max(max, min + 1)}
          step={1}
          disabled={!type}
          onChange={(_, next: number | number[]) =>
            onChange(Array.isArray(next) ? (next[0] ?? min) : next)
          }
          valueLabelDisplay="auto"
          marks={
            type
              ? [
                  { value: min, label: format.number(min) },
                  { value: max, label: format.number(max) },
                ]
              : []
          }
          slotProps={{ input: { 'aria-label': t('send.amountSlider') } }}
          getAriaValueText={(points) => t('send.amountValue', { points: format.number(points) })}
        />
      </Box>
    </Stack>
  );
}
