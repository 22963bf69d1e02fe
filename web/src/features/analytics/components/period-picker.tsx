import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DateInput } from '@/components/form/date-input';

import { PERIODS, presetRange, rangeProblem, type PeriodKind } from '../lib/period';
import { usePeriod } from '../lib/use-period';
import { analyticsParams } from '../paths';

/** The period's buttons (30 days, 90 days, 12 months, custom dates), kept in the address so a
 *  link opens the same period; `description` says what the figures compare; `fallback` is the
 *  period while the address names none (a saved view's own). */
export function PeriodPicker({
  description,
  fallback = '30d',
}: {
  description: ReactNode;
  fallback?: PeriodKind;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { kind, customFrom, customTo, today } = usePeriod(fallback);
  const [draftFrom, setDraftFrom] = useState(customFrom || presetRange('30d', today).from);
  const [draftTo, setDraftTo] = useState(customTo || today);
  const [showProblem, setShowProblem] = useState(false);
  const problem = rangeProblem(draftFrom, draftTo);

  const choose = (next: PeriodKind) => {
    const copy = new URLSearchParams(params);
    copy.set(analyticsParams.period, next);
    if (next !== 'custom') {
      copy.delete(analyticsParams.from);
      copy.delete(analyticsParams.to);
    }
    setParams(copy, { replace: true });
  };
  const apply = () => {
    setShowProblem(true);
    if (problem) return;
    const copy = new URLSearchParams(params);
    copy.set(analyticsParams.period, 'custom');
    copy.set(analyticsParams.from, draftFrom);
    copy.set(analyticsParams.to, draftTo);
    setParams(copy, { replace: true });
  };

  return (
    <Stack
      component="fieldset"
      spacing={1}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      aria-describedby={`${id}-period`}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('analytics.period.label')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {PERIODS.map((p) => (
          <Button
            key={p}
            size="small"
            variant={p === kind ? 'contained' : 'outlined'}
            aria-pressed={p === kind}
            onClick={() => choose(p)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(`analytics.period.${p}`)}
          </Button>
        ))}
      </Stack>
      {kind === 'custom' ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateInput
            id={`${id}-from`}
            label={t('analytics.period.from')}
            value={draftFrom}
            onChange={setDraftFrom}
            error={showProblem && (problem === 'invalidFrom' || problem === 'tooLong')}
          />
          <DateInput
            id={`${id}-to`}
            label={t('analytics.period.to')}
            value={draftTo}
            onChange={setDraftTo}
            error={showProblem && (problem === 'invalidTo' || problem === 'order')}
          />
          <Button variant="outlined" onClick={apply} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
            {t('analytics.period.apply')}
          </Button>
        </Stack>
      ) : null}
      {kind === 'custom' && showProblem && problem ? (
        <Typography role="alert" color="error" variant="body2">
          {t(`analytics.period.problem.${problem}`)}
        </Typography>
      ) : null}
      <Typography id={`${id}-period`} variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Stack>
  );
}
