import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useOrgWording } from '@/lib/use-org-wording';

import type { SubRecognitionType } from '../api/recognition';

export type SubTypePickerProps = {
  subTypes: readonly SubRecognitionType[];
  value: number | null;
  onChange: (subTypeId: number | null) => void;
  error?: string;
};

const NONE = 'none';

/** The optional sub type of the chosen type, named in the UI language. */
export function SubTypePicker({ subTypes, value, onChange, error }: SubTypePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const wording = useOrgWording();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={labelId}>
        {t('send.subType')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value === null ? NONE : String(value)}
        onChange={(event) =>
          onChange(event.target.value === NONE ? null : Number(event.target.value))
        }
      >
        <FormControlLabel
          value={NONE}
          control={<Radio size="small" />}
          label={t('send.noSubType')}
        />
        {subTypes.map((sub) => (
          <FormControlLabel
            key={sub.id}
            value={String(sub.id)}
            control={<Radio size="small" />}
            label={wording.name(sub)}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
