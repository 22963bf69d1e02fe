import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { valuesSettingsQueryOptions, type ValuesMode } from '../../api/recognition';
import { saveValuesModeMutation } from '../api/values';

const MODES: ValuesMode[] = ['required', 'optional', 'off'];

/** VAL-2: whether a recognition must, may or must not carry a corporate value; saved on choice. */
export function ValuesModePanel() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const settings = useQuery(valuesSettingsQueryOptions());
  const save = useMutation(saveValuesModeMutation());
  if (settings.isError) {
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  const current = save.variables ?? settings.data?.values_in_recognition ?? 'optional';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControl disabled={settings.isPending || save.isPending}>
        <FormLabel id="values-mode-label">{t('admin.values.mode.title')}</FormLabel>
        <RadioGroup
          aria-labelledby="values-mode-label"
          value={current}
          onChange={(_, next) =>
            save.mutate(next as ValuesMode, {
              onSuccess: () => showToast(t('admin.values.mode.saved'), 'success'),
              onError: (error) => showToast(errorMessage(error), 'error'),
            })
          }
        >
          {MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={t(`admin.values.mode.${mode}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Paper>
  );
}
