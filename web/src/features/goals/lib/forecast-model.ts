// The forecast chart's geometry (GOA-★2): days along x from the goal's start to its end, values
// along y over a range holding the start, the target, the check-ins and the interval.
import type { Forecast } from '../api/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970 of a yyyy-MM-dd (as a calendar day, whatever the time zone). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
}

export type ChartBox = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};

export type ForecastGeometry = {
  x: (day: string) => number;
  y: (value: number) => number;
  low: number;
  high: number;
};

/** Scales for a goal's chart: the period on x, and on y a range with every value shown in it
 *  (a tenth of margin above and below). */
export function forecastGeometry(
  goal: { starts_on: string; ends_on: string; start_value: number; target_value: number },
  forecast: Forecast,
  box: ChartBox,
): ForecastGeometry {
  const first = Math.min(
    dayNumber(goal.starts_on),
    ...forecast.points.map((point) => dayNumber(point.on)),
  );
  const last = Math.max(dayNumber(goal.ends_on), first + 1);
  const values = [
    goal.start_value,
    goal.target_value,
    forecast.low,
    forecast.high,
    ...forecast.points.map((point) => point.value),
  ];
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high === low) high = low + 1;
  const margin = (high - low) / 10;
  low -= margin;
  high += margin;
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  return {
    x: (day) => box.left + ((dayNumber(day) - first) / (last - first)) * innerWidth,
    y: (value) => box.top + (1 - (value - low) / (high - low)) * innerHeight,
    low,
    high,
  };
}
