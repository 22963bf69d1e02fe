// The choices: one of several (radio buttons), several (checkboxes, up to max_choices), one from a
// list (a native select: light, and the phone's own picker), yes or no.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';

import type { ControlProps, QuestionOf } from './control-props';

export function SingleChoiceControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: ControlProps<QuestionOf<'single_choice' | 'dropdown'>>) {
  const chosen = typeof value === 'string' ? value : '';
  return (
    <RadioGroup
      name={ids.control}
      aria-labelledby={ids.title}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      value={chosen}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      {question.options.map((option) => (
        <FormControlLabel
          key={option.id}
          value={option.id}
          disabled={disabled}
          label={option.label}
          control={<Radio />}
          sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 }, py: 0.5 }}
        />
      ))}
    </RadioGroup>
  );
}

export function MultipleChoiceControl({
  question,
  value,
  onChange,
  onBlur,
  disabled,
}: ControlProps<QuestionOf<'multiple_choice'>>) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const full = question.max_choices !== undefined && chosen.length >= question.max_choices;
  const toggle = (id: string, on: boolean) =>
    onChange(
      question.options
        .map((option) => option.id)
        .filter((candidate) => (candidate === id ? on : chosen.includes(candidate))),
    );
  return (
    <FormGroup onBlur={onBlur}>
      {question.options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <FormControlLabel
            key={option.id}
            label={option.label}
            disabled={disabled || (full && !checked)}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 }, py: 0.5 }}
            control={
              <Checkbox
                checked={checked}

                onChange={(event) => toggle(option.id, event.target.checked)}
              />
            }
          />
        );
      })}
    </FormGroup>
  );
}

export function DropdownControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
}: ControlProps<QuestionOf<'single_choice' | 'dropdown'>>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      fullWidth
      input={<OutlinedInput />}
      inputProps={{
        id: ids.control,
        'aria-describedby': describedBy,
        'aria-invalid': invalid || undefined,
        'aria-required': question.required || undefined,
      }}
    >
      <option value="">{t('forms.renderer.choose')}</option>
      {question.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export function YesNoControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: ControlProps<QuestionOf<'likert' | 'yes_no'>>) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      row
      name={ids.control}
      aria-labelledby={ids.title}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      value={value === true ? 'yes' : value === false ? 'no' : ''}
      onChange={(event) => onChange(event.target.value === 'yes')}
      onBlur={onBlur}
    >
      <FormControlLabel
        value="yes"
        disabled={disabled}
        label={t('forms.renderer.yes')}
        control={<Radio />}
      />
      <FormControlLabel
        value="no"
        disabled={disabled}
        label={t('forms.renderer.no')}
        control={<Radio />}
      />
    </RadioGroup>
  );
}
