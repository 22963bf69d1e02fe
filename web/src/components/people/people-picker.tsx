import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { PEOPLE_QUERY_MAX_LENGTH, peopleSearchQueryOptions } from './people-search';
import { PersonAvatar } from './person-avatar';

export const SEARCH_DEBOUNCE_MS = 300;

/** The picker's own texts (the admin console's by default). */
export type PeoplePickerTexts = {
  noResults: string;
  searchFailed: string;
  searching: string;
  open: string;
  close: string;
  clear: string;
};

type CommonProps = {
  id: string;
  label: string;
  helperText?: string;
  /** The message under the field when it is wrong (shown instead of the helper text). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The server leaves the signed-in person out (nobody recognises themselves). */
  excludeSelf?: boolean;
  pageSize?: number;
  /** Options with a photo and the job title (the send dialog), or name and e-mail (admin). */
  variant?: 'avatar' | 'contact';
  /** After a choice, keep the typed search so the next match is one click away. */
  keepSearchOnSelect?: boolean;
  texts?: PeoplePickerTexts;
};

export type PeoplePickerProps = CommonProps &
  (
    | { multiple: true; value: PersonRef[]; onChange: (people: PersonRef[]) => void }
    | { multiple?: false; value: PersonRef | null; onChange: (person: PersonRef | null) => void }
  );

function useAdminTexts(): PeoplePickerTexts {
  const { t } = useTranslation();
  return {
    noResults: t('admin.people.noResults'),
    searchFailed: t('admin.people.noResults'),
    searching: t('admin.people.searching'),
    open: t('admin.people.open'),
    close: t('admin.people.close'),
    clear: t('admin.people.clear'),
  };
}

function OptionDetail({ person, variant }: { person: PersonRef; variant: 'avatar' | 'contact' }) {
  if (variant === 'contact') {
    return (
      <Stack sx={{ minWidth: 0 }}>
        <Typography>{person.full_name}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[person.email, person.department_name].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar person={person} size={32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap>{person.full_name}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[person.job_position, person.department_name].filter(Boolean).join(' · ') ||
            person.email}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Chooses one or several active members by name or e-mail: a debounced server search while
 *  the list is open. */
export function PeoplePicker(props: PeoplePickerProps) {
  const {
    id,
    label,
    helperText,
    error,
    required = false,
    disabled,
    onBlur,
    inputRef,
    excludeSelf = false,
    pageSize = 10,
    variant = 'contact',
    keepSearchOnSelect = false,
  } = props;
  const adminTexts = useAdminTexts();
  const texts = props.texts ?? adminTexts;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...peopleSearchQueryOptions({
      query,
      perPage: pageSize,
      ...(excludeSelf ? { exclude_self: true } : {}),
    }),
    enabled: open,
  });
  const options = search.data?.items ?? [];
  const helperId = `${id}-helper-text`;
  const message = error ?? helperText;

  return (
    <Autocomplete<PersonRef, boolean, false, false>
      id={id}
      multiple={props.multiple ?? false}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={props.value}
      onChange={(_event, chosen) => {
        if (props.multiple) props.onChange(chosen as PersonRef[]);
        else props.onChange(chosen as PersonRef | null);
      }}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && keepSearchOnSelect) return;
        setInput(text.slice(0, PEOPLE_QUERY_MAX_LENGTH));
      }}
      onBlur={onBlur}
      disabled={disabled}
      filterOptions={(people) => people}
      filterSelectedOptions={props.multiple}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(person) => person.full_name}
      getOptionKey={(person) => person.id}
      loading={search.isFetching}
      loadingText={texts.searching}
      noOptionsText={search.isError ? texts.searchFailed : texts.noResults}
      clearText={texts.clear}
      openText={texts.open}
      closeText={texts.close}
      renderOption={(optionProps, person) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest}>
            <OptionDetail person={person} variant={variant} />
          </Box>
        );
      }}
      renderInput={(params) => (
        <FormControl
          fullWidth
          required={required}
          error={Boolean(error)}
          disabled={params.disabled}
          size={params.size}
        >
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            label={required ? `${label} *` : label}
            inputRef={inputRef}
            inputProps={{
              ...params.slotProps.htmlInput,
              'aria-describedby': message ? helperId : undefined,
              'aria-required': required || undefined,
            }}
            endAdornment={
              <>
                {search.isFetching && open ? (
                  <CircularProgress color="inherit" size={18} aria-hidden />
                ) : null}
                {params.slotProps.input.endAdornment}
              </>
            }
          />
          {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
