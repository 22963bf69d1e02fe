import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatPercent } from '@/lib/format-number';

import type { AnalyticsKpi, AnalyticsMetric } from '../api/analytics';
import { changeOf } from '../lib/compare';
import { formatFigure, metricWords } from '../lib/format';

export type KpiTileProps = { kpi: AnalyticsKpi; metric: AnalyticsMetric | undefined };

/** One figure of the period with its comparison to the previous period: ▲/▼ and the change
 *  (the arrow is decoration; the sentence under it says the same in words). A figure the
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
  const change = changeOf(kpi);
  let arrow = '';
  let words: string;
  let colour = 'text.secondary';
  if (change.kind === 'up' || change.kind === 'down') {
    const percent = formatPercent(change.ratio, language);
    arrow = change.kind === 'up' ? '▲' : '▼';
    colour = change.kind === 'up' ? 'success.main' : 'error.main';
    words = t(`analytics.kpi.${change.kind}`, { percent, previous });
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
          <Typography variant="caption" component="p" sx={{ color: colour }}>
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
