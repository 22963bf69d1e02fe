import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { useFieldMessage } from '@/components/form/use-field-message';

import { browserTimeZones, timeZoneOptions } from '../lib/time-zones';

export type TimeZoneFieldProps = { name: string; label: string; helperText: string };

function TimeZonePicker({
  name,
  label,
  helperText,
  names,
}: TimeZoneFieldProps & { names: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const helperId = `${id}-helper-text`;
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  const value = typeof field.value === 'string' ? field.value : '';
  // The saved name stays a choice even when this browser does not list it.
  const options = useMemo(() => timeZoneOptions(names, value), [names, value]);
  return (
    <Autocomplete<string, false, true, false>
      id={id}
      options={options}
      value={value}
      onChange={(_event, chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
      disableClearable
      autoHighlight
      noOptionsText={t('workplace.admin.form.timezoneNoMatch')}
      openText={t('workplace.admin.form.timezoneOpen')}
      closeText={t('workplace.admin.form.timezoneClose')}
      renderInput={(params) => (
        <FormControl fullWidth required error={Boolean(message)} size={params.size}>
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            label={`${label} *`}
            inputRef={field.ref}
            inputProps={{
              ...params.slotProps.htmlInput,
              'aria-describedby': helperId,
              'aria-required': true,
            }}
          />
          <FormHelperText id={helperId}>{message ?? helperText}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

/** The site's time zone: a searchable list of the IANA names the browser knows, or a
 *  text field where it lists none (the server checks the name). */
export function TimeZoneField(props: TimeZoneFieldProps) {
  const names = browserTimeZones();
  return names ? (
    <TimeZonePicker {...props} names={names} />
  ) : (
    <TextField {...props} required autoComplete="off" />
  );
}
