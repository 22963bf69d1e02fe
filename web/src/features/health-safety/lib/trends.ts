import type { BodyMetric } from '../api/health-safety';

/** The values a person logs, in the order "Mi registro" shows their trends. */
export const TREND_METRICS = ['weight_kg', 'steps', 'sleep_hours', 'resting_hr'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export type Trend = {
  metric: TrendMetric;
  /** Oldest first: the days that have a value of this metric. */
  points: { day: string; value: number }[];
  firstDay: string;
  lastDay: string;
  first: number;
  last: number;
  min: number;
  max: number;
};

/** The trend of each metric over `entries` (any order): only metrics with at least two values,
 *  since one value has no direction. */
export function trends(entries: BodyMetric[]): Trend[] {
  const byDay = [...entries].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.id - b.id));
  const out: Trend[] = [];
  for (const metric of TREND_METRICS) {
    const points = byDay.flatMap((entry) =>
      entry[metric] === null ? [] : [{ day: entry.day, value: entry[metric] }],
    );
    const first = points[0];
    const last = points[points.length - 1];
    if (points.length < 2 || !first || !last) continue;
    const values = points.map((p) => p.value);
    out.push({
      metric,
      points,
      firstDay: first.day,
      lastDay: last.day,
      first: first.value,
      last: last.value,
      min: Math.min(...values),
      max: Math.max(...values),
    });
  }
  return out;
}

/** The polyline of a trend in a `width` × `height` box (a flat line when all values are equal). */
export function sparkline(trend: Trend, width: number, height: number, pad = 4): string {
  const span = trend.max - trend.min;
  const step = (width - 2 * pad) / Math.max(1, trend.points.length - 1);
  return trend.points
    .map((p, i) => {
      const y =
        span === 0 ? height / 2 : pad + (1 - (p.value - trend.min) / span) * (height - 2 * pad);
      return `${(pad + i * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
