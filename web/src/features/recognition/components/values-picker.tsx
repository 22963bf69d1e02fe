import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useOrgWording } from '@/lib/use-org-wording';

import type { CorporateValue } from '../api/recognition';

export type ValuesPickerProps = {
  values: readonly CorporateValue[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** The organisation asks for a value in every recognition (VAL-2): said before sending. */
  required?: boolean;
};

/** Corporate values as toggle chips, named in the UI language; what each chosen value means
 *  (its description, when the organisation wrote one) is spelled out below them. */
export function ValuesPicker({
  values,
  selected,
  onChange,
  error,
  required = false,
}: ValuesPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const wording = useOrgWording();
  if (values.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((v) => v !== id) : [...selected, id]);
  const meanings = values.flatMap((value) => {
    const description = selected.includes(value.id) ? wording.description(value) : null;
    return description ? [{ id: value.id, name: wording.label(value), description }] : [];
  });

  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {t('send.values')}
      </FormLabel>
      {required && !error ? (
        <FormHelperText sx={{ mt: -0.5, mb: 1, mx: 0 }}>
          {t('send.valueRequiredHint')}
        </FormHelperText>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {values.map((value) => {
          const on = selected.includes(value.id);
          return (
            <Chip
              key={value.id}
              component="button"
              type="button"
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              label={wording.label(value)}
              title={wording.description(value) ?? undefined}
              onClick={() => toggle(value.id)}
            />
          );
        })}
      </Stack>
      {meanings.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
          {meanings.map((meaning) => (
            <Typography key={meaning.id} component="li" variant="body2" color="text.secondary">
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {meaning.name}:
              </Typography>{' '}
              {meaning.description}
            </Typography>
          ))}
        </Stack>
      ) : null}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
