import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

import { dayLabel, daysBetween } from '../lib/days';

export type TrendPoint = { day: string; value: number | null };

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 28, right: 8, top: 8, bottom: 20 };

/** A line of values 1..5 over the days from `from` to `to`, drawn in SVG; a day without a value
 *  breaks the line (nothing is imputed). Labelled for screen readers; the same figures are in
 *  the calendar or the table beside it. */
export function MoodTrend({
  from,
  to,
  points,
  label,
}: {
  from: string;
  to: string;
  points: readonly TrendPoint[];
  label: string;
}) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const days = daysBetween(from, to);
  const values = new Map(points.map((point) => [point.day, point.value]));
  const x = (index: number) =>
    PAD.left +
    (days.length <= 1 ? 0 : (index * (WIDTH - PAD.left - PAD.right)) / (days.length - 1));
  const y = (value: number) => PAD.top + ((5 - value) * (HEIGHT - PAD.top - PAD.bottom)) / 4;
  const segments: string[] = [];
  let current = '';
  days.forEach((day, index) => {
    const value = values.get(day);
    if (value === null || value === undefined) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      sx={{ width: '100%', height: 'auto', maxHeight: 220, display: 'block' }}
    >
      {[1, 2, 3, 4, 5].map((level) => (
        <g key={level}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(level)}
            y2={y(level)}
            stroke={theme.palette.divider}
            strokeDasharray="4 4"
          />
          <text x={4} y={y(level) + 4} fontSize={11} fill={theme.palette.text.secondary}>
            {level}
          </text>
        </g>
      ))}
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke={theme.palette.primary.main} strokeWidth={2.5} />
      ))}
      {days.map((day, index) => {
        const value = values.get(day);
        return value === null || value === undefined ? null : (
          <circle key={day} cx={x(index)} cy={y(value)} r={3.5} fill={theme.palette.primary.main} />
        );
      })}
      {days.length > 0 ? (
        <>
          <text x={PAD.left} y={HEIGHT - 4} fontSize={11} fill={theme.palette.text.secondary}>
            {dayLabel(from, i18n.language)}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 4}
            fontSize={11}
            textAnchor="end"
            fill={theme.palette.text.secondary}
          >
            {dayLabel(to, i18n.language)}
          </text>
        </>
      ) : null}
    </Box>
  );
}
