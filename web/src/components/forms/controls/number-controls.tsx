// A number: typed in a field (decimal keyboard on phones; "1,5" and "1.5" both read), or chosen
// on a slider between the question's minimum and maximum. A slider that was never moved is
// unanswered, and says so.
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { ControlProps, QuestionOf } from './control-props';

export function NumberControl(props: ControlProps<QuestionOf<'number'>>) {
  return props.question.display === 'slider' ? (
    <SliderControl {...props} />
  ) : (
    <NumberFieldControl {...props} />
  );
}

function NumberFieldControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: ControlProps<QuestionOf<'number'>>) {
  return (
    <OutlinedInput
      id={ids.control}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      inputProps={{
        inputMode: 'decimal',
        autoComplete: 'off',
        'aria-describedby': describedBy,
        'aria-invalid': invalid || undefined,
        'aria-required': question.required || undefined,
      }}
      sx={{ width: '100%', maxWidth: 240 }}
    />
  );
}

function SliderControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: ControlProps<QuestionOf<'number'>>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const min = question.min ?? 0;
  const max = question.max ?? 100;
  const answered = typeof value === 'number';
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 560 }}>
      <Typography variant="body2" aria-hidden sx={{ fontWeight: answered ? 700 : 400 }}>
        {answered ? format.number(value) : t('forms.renderer.sliderUnanswered')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Slider
          value={answered ? value : min}
          min={min}
          max={max}
          step={question.step ?? 1}
          disabled={disabled}
          onChange={(_event, next: number | number[]) =>
            onChange(Array.isArray(next) ? (next[0] ?? min) : next)
          }
          // Choosing the minimum first changes nothing the slider sees: the commit answers it.
          onChangeCommitted={(_event, next: number | number[]) => {
            if (!answered) onChange(Array.isArray(next) ? (next[0] ?? min) : next);
          }}
          onBlur={onBlur}
          valueLabelDisplay="auto"
          valueLabelFormat={(shown) => format.number(shown)}
          getAriaValueText={(shown) =>
            answered ? format.number(shown) : t('forms.renderer.sliderUnanswered')
          }
          marks={[
            { value: min, label: format.number(min) },
            { value: max, label: format.number(max) },
          ]}
          slotProps={{
            input: {
              id: ids.control,
              'aria-labelledby': ids.title,
              'aria-describedby': describedBy,
              'aria-invalid': invalid || undefined,
              'aria-required': question.required || undefined,
            },
          }}
          sx={{ flexGrow: 1, color: answered ? undefined : 'text.disabled' }}
        />
      </Stack>
      {answered && !disabled && !question.required ? (
        <Button size="small" onClick={() => onChange(null)} sx={{ alignSelf: 'flex-start' }}>
          {t('forms.renderer.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
