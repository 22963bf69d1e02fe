import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';

import { TextInput, type TextInputProps } from './text-input';

export type SearchInputProps = Omit<TextInputProps, 'type' | 'startAdornment' | 'inputProps'> & {
  maxLength?: number;
};

/** The search box of a list's filters: a labelled search field with the magnifier in front. */
export function SearchInput({ maxLength, ...props }: SearchInputProps) {
  return (
    <TextInput
      {...props}
      type="search"
      inputProps={maxLength === undefined ? undefined : { maxLength }}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
    />
  );
}
