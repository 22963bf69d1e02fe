import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import type { RecognitionType } from '../api/recognition';

export type TypePickerProps = {
  types: readonly RecognitionType[];
  value: number | null;
  onChange: (typeId: number) => void;
  error?: string;
};

/** The recognition type as cards (radio buttons): emoji, name, description and the points
 *  range, in the UI language. */
export function TypePicker({ types, value, onChange, error }: TypePickerProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const labelId = useId();
  const helperId = useId();

  return (
    <FormControl component="fieldset" required error={Boolean(error)} fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {t('send.type')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {types.map((type) => {
          const checked = type.id === value;
          const description = wording.description(type);
          return (
            <Box
              key={type.id}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1,
                pr: 1.5,
                border: 1,
                borderRadius: 2,
                cursor: 'pointer',
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <Radio value={String(type.id)} size="small" />
              <Typography component="span" aria-hidden sx={{ fontSize: 24, lineHeight: 1 }}>
                {type.emoji ?? '👏'}
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {wording.name(type)}
                  {type.special ? ` · ${t('send.special')}` : null}
                </Typography>
                {description ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {description}
                  </Typography>
                ) : null}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('send.typeRange', {
                    min: format.number(type.min_points),
                    max: format.number(type.max_points),
                  })}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
