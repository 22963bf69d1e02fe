import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { FormError } from '@/components/form/form-error';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import { setDigestMutation, type AnalyticsView, type DigestFrequency } from '../api/custom-views';
import { dayText } from '../lib/format';

const FREQUENCIES: readonly DigestFrequency[] = ['none', 'weekly', 'monthly'];

/** The person's digest of a view: "Ninguno", "Semanal" or "Mensual", and "Solo cuando haya un
 *  cambio significativo" (an alert), with the day of the next one. Saved at each change. */
export function DigestControl({ view }: { view: AnalyticsView }) {
  const { t } = useTranslation();
  const save = useToastMutation(setDigestMutation(view.id), {
    success: (saved) =>
      saved.subscription
        ? t('analytics.custom.digest.savedOn', { day: dayText(saved.subscription.next_on) })
        : t('analytics.custom.digest.stopped'),
  });
  const frequency: DigestFrequency = view.subscription?.frequency ?? 'none';
  const onlySignificant = view.subscription?.only_significant ?? false;
  const choose = (next: DigestFrequency, only: boolean) =>
    save.mutate({ frequency: next, only_significant: only });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="view-digest-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" id="view-digest-title">
        {t('analytics.custom.digest.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('analytics.custom.digest.help')}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={frequency}
          disabled={save.isPending}
          aria-label={t('analytics.custom.digest.frequency')}
          onChange={(_event, next: DigestFrequency | null) => {
            if (next && next !== frequency) choose(next, onlySignificant);
          }}
        >
          {FREQUENCIES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ whiteSpace: 'nowrap', px: 2 }}>
              {t(`analytics.custom.digest.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={onlySignificant}
              disabled={save.isPending || frequency === 'none'}
              onChange={(event) => choose(frequency, event.target.checked)}
            />
          }
          label={t('analytics.custom.digest.onlySignificant')}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="digest-next">
        {view.subscription
          ? t('analytics.custom.digest.next', { day: dayText(view.subscription.next_on) })
          : t('analytics.custom.digest.off')}
      </Typography>
      <FormError error={save.error} />
    </Paper>
  );
}
