import Autocomplete from '@mui/material/Autocomplete';

import { AutocompleteInput } from './autocomplete-input';

export type Named = { id: number; name: string };

export type NamedMultiSelectProps = {
  label: string;
  options: Named[];
  /** The chosen ids; one no longer among the options shows as "#id" until removed. */
  value: number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** Several departments, groups, badges… chosen by name and kept as ids. */
export function NamedMultiSelect({
  label,
  options,
  value,
  onChange,
  loading,
  disabled,
  helperText,
}: NamedMultiSelectProps) {
  const chosen = value.map(
    (id) => options.find((option) => option.id === id) ?? { id, name: `#${id}` },
  );
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      loading={loading}
      value={chosen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_event, picked) => onChange(picked.map((entry) => entry.id))}
      renderInput={(params) => (
        <AutocompleteInput params={params} label={label} helperText={helperText} />
      )}
    />
  );
}
