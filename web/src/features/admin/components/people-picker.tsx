import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/people';

import { usePeopleOptions } from '../hooks/use-people-options';

type CommonProps = {
  id: string;
  label: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
};

export type PeoplePickerProps = CommonProps & {
  value: PersonRef[];
  onChange: (people: PersonRef[]) => void;
};

export type PersonPickerProps = CommonProps & {
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
};

function renderInput(
  params: AutocompleteRenderInputParams,
  { id, label, helperText, error, required }: CommonProps,
) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const { input, inputLabel, htmlInput } = params.slotProps;
  return (
    <FormControl
      fullWidth
      disabled={params.disabled}
      error={error}
      required={required}
      size={params.size}
    >
      <InputLabel {...inputLabel}>{label}</InputLabel>
      <OutlinedInput
        ref={input.ref}
        className={input.className}
        startAdornment={input.startAdornment}
        endAdornment={input.endAdornment}
        onMouseDown={input.onMouseDown}
        id={params.id}
        label={required ? `${label} *` : label}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, person: PersonRef) {
  const { key, ...rest } = props;
  return (
    <li key={key} {...rest}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography>{person.full_name}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[person.email, person.department_name].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
    </li>
  );
}

function useTexts() {
  const { t } = useTranslation();
  return {
    noOptionsText: t('admin.people.noResults'),
    loadingText: t('admin.people.searching'),
    openText: t('admin.people.open'),
    closeText: t('admin.people.close'),
    clearText: t('admin.people.clear'),
  };
}

/** Chooses several active members by name or e-mail (server search). */
export function PeoplePicker({ value, onChange, disabled, ...common }: PeoplePickerProps) {
  const texts = useTexts();
  const { setInput, options, loading } = usePeopleOptions();
  return (
    <Autocomplete<PersonRef, true, false, false>
      multiple
      id={common.id}
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
      filterOptions={(list) => list}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(person) => person.full_name}
      onChange={(_event, people) => onChange(people)}
      onInputChange={(_event, text) => setInput(text)}
      renderOption={renderOption}
      renderInput={(params) => renderInput(params, common)}
      {...texts}
    />
  );
}

/** Chooses one active member by name or e-mail (server search). */
export function PersonPicker({ value, onChange, disabled, ...common }: PersonPickerProps) {
  const texts = useTexts();
  const { setInput, options, loading } = usePeopleOptions();
  return (
    <Autocomplete<PersonRef, false, false, false>
      id={common.id}
      value={value}
      options={options}
      loading={loading}
      disabled={disabled}
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(person) => person.full_name}
      onChange={(_event, person) => onChange(person)}
      onInputChange={(_event, text) => setInput(text)}
      renderOption={renderOption}
      renderInput={(params) => renderInput(params, common)}
      {...texts}
    />
  );
}
