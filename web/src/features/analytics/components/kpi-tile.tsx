import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatPercent } from '@/lib/format-number';

import type { AnalyticsKpi, AnalyticsMetric } from '../api/analytics';
import { changeOf } from '../lib/compare';
import { formatFigure, metricWords } from '../lib/format';

export type KpiTileProps = { kpi: AnalyticsKpi; metric: AnalyticsMetric | undefined };

/** One figure of the period with its comparison to the previous period: ▲/▼ and the change
 *  (the arrow is decoration; the sentence under it says the same in words), coloured only when
 *  the server found it beyond chance, and the 95 % interval of rates and the mood. A figure the
 *  privacy engine holds back says so, never a number. */
export function KpiTile({ kpi, metric }: KpiTileProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { name } = metricWords(metric, language);
  const value = kpi.current.value;
  const shown =
    value === null || value === undefined ? null : formatFigure(value, metric?.unit, language);
  const previous =
    kpi.previous.value === null || kpi.previous.value === undefined
      ? null
      : formatFigure(kpi.previous.value, metric?.unit, language);
  const range = kpi.current.interval;
  const interval = range
    ? t('analytics.kpi.interval', {
        low: formatFigure(range.low, metric?.unit, language),
        high: formatFigure(range.high, metric?.unit, language),
      })
    : null;
  const change = changeOf(kpi);
  let arrow = '';
  let words: string;
  let colour = 'text.secondary';
  if (change.kind === 'up' || change.kind === 'down') {
    const percent = formatPercent(change.ratio, language);
    arrow = change.kind === 'up' ? '▲' : '▼';
    words = t(`analytics.kpi.${change.kind}`, { percent, previous });
    // Coloured only when the change is beyond chance (ANA-★2); a tested change that is not says
    // so, an untested one (sums of points) is shown plain.
    if (kpi.significant === true) colour = change.kind === 'up' ? 'success.main' : 'error.main';
    if (kpi.significant === false) words = `${words}: ${t('analytics.kpi.notSignificant')}`;
  } else if (change.kind === 'new') {
    words = t('analytics.kpi.new', { previous });
  } else if (change.kind === 'same') {
    words = t('analytics.kpi.same', { previous });
  } else {
    words = t('analytics.kpi.noComparison');
  }
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={name}
      data-metric={kpi.metric}
      sx={{ p: 2, height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" color="text.secondary" component="p">
        {name}
      </Typography>
      {shown === null ? (
        <>
          <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
            —
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`analytics.hidden.${kpi.current.status}`)}
          </Typography>
        </>
      ) : (
        <>
          <Typography variant="h5" component="p" sx={{ mt: 0.5 }} data-testid="kpi-value">
            {shown}
          </Typography>
          {interval ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              data-testid="kpi-interval"
            >
              {interval}
            </Typography>
          ) : null}
          <Typography
            variant="caption"
            component="p"
            sx={{ color: colour }}
            data-significant={kpi.significant === null ? undefined : String(kpi.significant)}
          >
            {arrow ? (
              <span aria-hidden="true" style={{ marginRight: 4 }}>
                {arrow}
              </span>
            ) : null}
            {words}
          </Typography>
        </>
      )}
    </Paper>
  );
}
