import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { analyticsChoiceQueryOptions } from '@/lib/calls/user';

import { setAnalyticsChoiceMutation } from '../api/analytics-choice';

/** "Medir mis visitas a las páginas": whether the person's page visits are measured by the
 *  organisation's analytics (ADR 0085), saved as soon as the switch moves, on their account
 *  (every device), with what it means underneath. The settings' privacy section and the quick
 *  settings panel both show it. */
export function AnalyticsChoiceSwitch() {
  const { t } = useTranslation();
  const hintId = useId();
  const query = useQuery(analyticsChoiceQueryOptions());
  const save = useToastMutation(setAnalyticsChoiceMutation(), {
    success: (saved) =>
      saved.opt_out ? t('profile.privacy.savedOff') : t('profile.privacy.savedOn'),
    errorToast: true,
  });
  return (
    <QueryContent query={query} loadingLabel={t('profile.privacy.loading')}>
      {(choice) => {
        const optOut = save.isPending
          ? (save.variables?.opt_out ?? choice.opt_out)
          : choice.opt_out;
        return (
          <Stack spacing={0.5}>
            <FormControlLabel
              sx={{ alignSelf: 'flex-start' }}
              control={
                <Switch
                  checked={!optOut}
                  disabled={save.isPending}
                  slotProps={{ input: { 'aria-describedby': hintId } }}
                  onChange={(_, checked) => save.mutate({ opt_out: !checked })}
                />
              }
              label={t('profile.privacy.measure')}
            />
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('profile.privacy.hint')}
            </Typography>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
