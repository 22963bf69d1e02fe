import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { DateText } from '@/components/date-text';

import type { Forecast, GoalDetail } from '../api/types';
import { forecastGeometry, type ChartBox } from '../lib/forecast-model';
import { useGoalValue } from '../lib/goal-values';

const BOX: ChartBox = { width: 560, height: 220, left: 56, right: 16, top: 16, bottom: 28 };

export type ForecastChartProps = { goal: GoalDetail; forecast: Forecast };

/** The check-ins' values over the period, the target line, and the forecast from the last
 *  check-in to the end with its 80 % band; "Ver como tabla" shows the same figures as a table. */
export function ForecastView({ goal, forecast }: ForecastChartProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const value = useGoalValue();
  const caption = t('goals.forecast.caption', {
    value: value(goal, forecast.value),
    low: value(goal, forecast.low),
    high: value(goal, forecast.high),
    target: value(goal, goal.target_value),
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">{caption}</Typography>
        <Button
          size="small"
          onClick={() => setAsTable(!asTable)}
          aria-pressed={asTable}
          sx={{ flexShrink: 0 }}
        >
          {t(asTable ? 'goals.forecast.asChart' : 'goals.forecast.asTable')}
        </Button>
      </Stack>
      {asTable ? (
        <ForecastTable goal={goal} forecast={forecast} caption={caption} />
      ) : (
        <ForecastChart goal={goal} forecast={forecast} caption={caption} />
      )}
    </Stack>
  );
}

function ForecastChart({ goal, forecast, caption }: ForecastChartProps & { caption: string }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const value = useGoalValue();
  const { x, y, low, high } = forecastGeometry(goal, forecast, BOX);
  const last = forecast.points[forecast.points.length - 1];
  const line = theme.palette.primary.main;
  const muted = theme.palette.text.secondary;
  const risk = forecast.at_risk ? theme.palette.error.main : theme.palette.success.main;
  const end = goal.ends_on;
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      width="100%"
      role="img"
      aria-label={caption}
      style={{ maxHeight: 260, display: 'block' }}
      data-testid="forecast-chart"
    >
      {[low, (low + high) / 2, high].map((tick) => (
        <g key={tick}>
          <line
            x1={BOX.left}
            x2={BOX.width - BOX.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={theme.palette.divider}
          />
          <text x={BOX.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill={muted}>
            {value(
              { ...goal, metric: goal.metric === 'binary' ? 'number' : goal.metric },
              Math.round(tick * 10) / 10,
            )}
          </text>
        </g>
      ))}
      <line
        data-testid="target-line"
        x1={BOX.left}
        x2={BOX.width - BOX.right}
        y1={y(goal.target_value)}
        y2={y(goal.target_value)}
        stroke={muted}
        strokeDasharray="6 4"
      />
      <text
        x={BOX.width - BOX.right}
        y={y(goal.target_value) - 4}
        fontSize={11}
        textAnchor="end"
        fill={muted}
      >
        {t('goals.forecast.target')}
      </text>
      {last ? (
        <g data-testid="forecast-band">
          <polygon
            points={`${x(last.on)},${y(last.value)} ${x(end)},${y(forecast.high)} ${x(end)},${y(forecast.low)}`}
            fill={risk}
            fillOpacity={0.15}
          />
          <line
            data-testid="forecast-line"
            x1={x(last.on)}
            y1={y(last.value)}
            x2={x(end)}
            y2={y(forecast.value)}
            stroke={risk}
            strokeWidth={2}
            strokeDasharray="4 3"
          />
        </g>
      ) : null}
      <polyline
        points={forecast.points.map((point) => `${x(point.on)},${y(point.value)}`).join(' ')}
        fill="none"
        stroke={line}
        strokeWidth={2}
      />
      {forecast.points.map((point, index) => (
        <circle
          key={`${point.on}-${index}`}
          cx={x(point.on)}
          cy={y(point.value)}
          r={4}
          fill={line}
        />
      ))}
    </svg>
  );
}

function ForecastTable({ goal, forecast, caption }: ForecastChartProps & { caption: string }) {
  const { t } = useTranslation();
  const value = useGoalValue();
  return (
    <TableScroll label={caption}>
      <Table size="small" data-testid="forecast-table">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('goals.forecast.date')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('goals.forecast.value')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('goals.forecast.interval')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {forecast.points.map((point, index) => (
            <TableRow key={`${point.on}-${index}`}>
              <TableCell component="th" scope="row">
                <DateText value={point.on} />
              </TableCell>
              <TableCell align="right">{value(goal, point.value)}</TableCell>
              <TableCell align="right">—</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="forecast-row">
            <TableCell component="th" scope="row">
              {t('goals.forecast.atEnd')} <DateText value={goal.ends_on} />
            </TableCell>
            <TableCell align="right">{value(goal, forecast.value)}</TableCell>
            <TableCell align="right">
              {t('goals.forecast.range', {
                low: value(goal, forecast.low),
                high: value(goal, forecast.high),
              })}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {t('goals.forecast.target')}
            </TableCell>
            <TableCell align="right">{value(goal, goal.target_value)}</TableCell>
            <TableCell align="right">—</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableScroll>
  );
}
