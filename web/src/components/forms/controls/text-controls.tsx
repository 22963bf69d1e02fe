// Text: one line or several, with a counter against the question's maximum, and (SUR-20) a note
// as soon as the text seems to hold an e-mail, a phone number or an identity number. A day:
// typed as dd/mm/aaaa or picked from the browser's calendar.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import { textLength } from '@/lib/forms/values';

import { findPersonalData } from '../personal-data';

import type { ControlProps, QuestionOf } from './control-props';

/** The ids of a text control's counter and warning (they describe it too). */
const counterId = (control: string) => `${control}-counter`;
const warningId = (control: string) => `${control}-warning`;

export function TextControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: ControlProps<QuestionOf<'short_text' | 'long_text'>>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const text = typeof value === 'string' ? value : '';
  const length = textLength(text);
  const over = length > question.max_length;
  const personal = findPersonalData(text);
  const long = question.type === 'long_text';
  const described = [
    describedBy,
    counterId(ids.control),
    personal.length > 0 ? warningId(ids.control) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <OutlinedInput
        id={ids.control}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        fullWidth
        {...(long ? { multiline: true, minRows: 4 } : {})}
        inputProps={{
          'aria-describedby': described,
          'aria-invalid': invalid || undefined,
          'aria-required': question.required || undefined,
        }}
      />
      <FormHelperText id={counterId(ids.control)} error={over} sx={{ mx: 0, textAlign: 'right' }}>
        {t('forms.renderer.counter', {
          length: format.number(length),
          max: format.number(question.max_length),
        })}
      </FormHelperText>
      {personal.length > 0 ? (
        <FormHelperText id={warningId(ids.control)} sx={{ mx: 0, color: 'warning.dark' }}>
          {t('forms.renderer.personalData.inline')}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

export function DateControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: ControlProps<QuestionOf<'date'>>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 280 }}>
      <DateInput
        id={ids.control}
        label={t('forms.renderer.day')}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        error={invalid}
        required={question.required}
        disabled={disabled}
      />
    </Box>
  );
}
