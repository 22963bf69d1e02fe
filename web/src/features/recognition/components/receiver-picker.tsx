import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { PEOPLE_QUERY_MAX_LENGTH, peopleSearchQueryOptions, type PersonRef } from '@/api/people';
import { PersonAvatar } from '@/components/people/person-avatar';

import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export type ReceiverPickerProps = {
  id: string;
  value: PersonRef[];
  onChange: (people: PersonRef[]) => void;
  onBlur?: () => void;
  error?: string;
  helperText: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** Who to recognise: a search (debounced, the caller excluded by the server) whose choices
 *  become chips. */
export function ReceiverPicker({
  id,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  inputRef,
}: ReceiverPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...peopleSearchQueryOptions(query),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = search.data?.items ?? [];
  const helperId = `${id}-helper-text`;
  const label = t('send.receivers');

  return (
    <Autocomplete
      id={id}
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, people) => onChange(people)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text.slice(0, PEOPLE_QUERY_MAX_LENGTH));
      }}
      onBlur={onBlur}
      filterOptions={(people) => people}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(person) => person.full_name}
      getOptionKey={(person) => person.id}
      loading={search.isFetching}
      loadingText={t('send.searching')}
      noOptionsText={search.isError ? t('send.searchFailed') : t('send.noPeople')}
      clearText={t('send.clearReceivers')}
      openText={t('send.openReceivers')}
      closeText={t('send.closeReceivers')}
      renderOption={(props, person) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps}>
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
          </Box>
        );
      }}
      renderInput={(params) => (
        <FormControl
          fullWidth
          required
          error={Boolean(error)}
          disabled={params.disabled}
          size={params.size}
        >
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            label={`${label} *`}
            inputRef={inputRef}
            inputProps={{
              ...params.slotProps.htmlInput,
              'aria-describedby': helperId,
              'aria-required': true,
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
          <FormHelperText id={helperId}>{error ?? helperText}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
