import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Panel } from '@/components/layout/panel';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { setValuesListedMutation, valuesPreferencesQueryOptions } from '../api/values-preferences';

/** "Tu privacidad": whether the person appears in the values' top recognisers and recipients
 *  (VAL-3). Counts and shares stay; out of the lists, the next people move up. Nothing until
 *  the choice is known. */
export function ValuesPrivacySwitch({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorMessage = useApiErrorMessage();
  const query = useQuery(valuesPreferencesQueryOptions());
  const save = useMutation(setValuesListedMutation());
  if (!query.data) return null;
  const listed = save.isPending ? (save.variables ?? query.data.listed) : query.data.listed;
  return (
    <Stack spacing={0.5} data-testid="values-privacy">
      {titled ? (
        <Typography variant="h3" component="h2">
          {t('values.privacy.title')}
        </Typography>
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={listed}
            disabled={save.isPending}
            slotProps={{ input: { 'aria-describedby': hintId } }}
            onChange={(_, checked) =>
              save.mutate(checked, {
                onError: (error) => showToast(errorMessage(error), 'error'),
              })
            }
          />
        }
        label={t('values.privacy.listed')}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('values.privacy.hint')}
      </Typography>
    </Stack>
  );
}

/** The same choice among the person's settings on "My profile" (`own.settings`). */
export function ValuesPrivacySection() {
  const { t } = useTranslation();
  return (
    <Panel level={2} title={t('values.privacy.title')}>
      <ValuesPrivacySwitch titled={false} />
    </Panel>
  );
}
