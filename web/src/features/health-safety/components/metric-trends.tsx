import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { BodyMetric } from '../api/health-safety';
import { sparkline, trends, type TrendMetric } from '../lib/trends';
import { formatDay } from '../lib/words';

const LABEL = {
  weight_kg: 'healthSafety.metrics.weight',
  steps: 'healthSafety.metrics.steps',
  sleep_hours: 'healthSafety.metrics.sleep',
  resting_hr: 'healthSafety.metrics.restingHr',
} as const satisfies Record<TrendMetric, string>;

const WIDTH = 160;
const HEIGHT = 48;

/** "Tendencia": how each value moved over the entries on screen (a line per metric, oldest to
 *  newest, with its first and last value in words), drawn in the browser from what the page
 *  already has: nothing more is asked of the server, and nothing leaves the person's log. */
export function MetricTrends({ entries }: { entries: BodyMetric[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useNumberFormat();
  const list = trends(entries);
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="metric-trends-title">
      <Typography id="metric-trends-title" variant="h3" sx={{ mb: 1 }}>
        {t('healthSafety.metrics.trends.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {list.map((trend) => {
          const label = t(LABEL[trend.metric]);
          const summary = t('healthSafety.metrics.trends.summary', {
            metric: label,
            first: format.number(trend.first),
            last: format.number(trend.last),
            from: formatDay(trend.firstDay),
            to: formatDay(trend.lastDay),
            count: trend.points.length,
          });
          return (
            <Paper key={trend.metric} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <svg
                  role="img"
                  aria-label={summary}
                  width={WIDTH}
                  height={HEIGHT}
                  viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                >
                  <polyline
                    fill="none"
                    stroke={theme.palette.primary.main}
                    strokeWidth={2}
                    points={sparkline(trend, WIDTH, HEIGHT)}
                  />
                </svg>
                <Typography variant="body2" color="text.secondary">
                  {t('healthSafety.metrics.trends.range', {
                    first: format.number(trend.first),
                    last: format.number(trend.last),
                    min: format.number(trend.min),
                    max: format.number(trend.max),
                  })}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('healthSafety.metrics.trends.scope')}
      </Typography>
    </Box>
  );
}
