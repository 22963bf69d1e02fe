import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import { needsNormalising, normaliseTo100, weightSum, type Weighted } from '../lib/weights';

export type WeightsPanelProps = {
  /** The weighed goals: their titles and current weights (or contributions). */
  items: readonly (Weighted & { title: string })[];
  title: string;
  /** Sends the weights; rejects with the call's failure. */
  onSave: (weights: Weighted[]) => Promise<unknown>;
  /** Whether the viewer may change them. */
  editable: boolean;
};

/** Weights that should add to 100 (GOA-4): each one, their sum, a warning when it is not 100,
 *  and "Normalizar a 100" (largest-remainder rounding, so the sent weights add to exactly 100). */
export function WeightsPanel({ items, title, onSave, editable }: WeightsPanelProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const [draft, setDraft] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = items.map((item) => ({
    ...item,
    weight: item.id in draft ? Number(draft[item.id] || 0) : item.weight,
  }));
  const sum = weightSum(current);
  const edited = Object.keys(draft).length > 0;

  const save = async (weights: Weighted[]) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(weights);
      setDraft({});
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid="weights-panel"
    >
      <Stack spacing={1.5}>
        <Typography id={`${id}-title`} variant="h3" component="h2">
          {title}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {current.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography
                sx={{ flex: '1 1 0', minWidth: 0, overflowWrap: 'anywhere' }}
                id={`${id}-${item.id}`}
              >
                {item.title}
              </Typography>
              {editable ? (
                // The field keeps its width; the title beside it wraps (TextInput's own root
                // would shrink in the row and push it past a phone's edge).
                <Box sx={{ flex: '0 0 6.5rem' }}>
                  <TextInput
                    id={`${id}-weight-${item.id}`}
                    // A short label (a long one would overflow the narrow field on phones); the
                    // goal's title beside it describes it.
                    label={t('goals.weights.weight')}
                    type="number"
                    size="small"
                    value={item.id in draft ? draft[item.id] : String(item.weight)}
                    onChange={(event) =>
                      setDraft((old) => ({ ...old, [item.id]: event.target.value }))
                    }
                    inputProps={{
                      min: 0,
                      max: 100,
                      step: 1,
                      inputMode: 'numeric',
                      'aria-describedby': `${id}-${item.id}`,
                    }}
                  />
                </Box>
              ) : (
                <Typography sx={{ flexShrink: 0 }}>{format.number(item.weight)}</Typography>
              )}
            </Stack>
          ))}
        </Stack>
        <Typography aria-live="polite" data-testid="weights-sum" sx={{ fontWeight: 700 }}>
          {t('goals.weights.sum', { sum: format.number(sum) })}
        </Typography>
        {needsNormalising(current) ? (
          <Alert severity="warning">
            {t('goals.weights.notHundred', { sum: format.number(sum) })}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {editable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {needsNormalising(current) ? (
              <Button
                variant="outlined"
                loading={saving}
                onClick={() => void save(normaliseTo100(current))}
              >
                {t('goals.weights.normalise')}
              </Button>
            ) : null}
            {edited ? (
              <Button variant="contained" loading={saving} onClick={() => void save(current)}>
                {t('goals.weights.save')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
