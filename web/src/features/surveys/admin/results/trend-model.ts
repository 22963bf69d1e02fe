// The trend across cycles as a chart reads it: which figure a question has over time, and each
// cycle's point (its value and interval) or gap (hidden by the privacy engine, or no answers).
import type { SurveyTrend, TrendCycle, TrendItem } from '../../api/admin-surveys';
import { isHidden } from '../../lib/result-values';

/** The figure followed: the favourable share (0–1), the eNPS (−100–100) or the mean. */
export type TrendMetric = 'favourable' | 'enps' | 'mean';

export type TrendPoint =
  | {
      cycle: number;
      kind: 'value';
      value: number;
      low: number | null;
      high: number | null;
      respondents: number | null;
    }
  | { cycle: number; kind: 'hidden' | 'empty' };

/** The figure a question has over the cycles: favourable where any cycle has it, else eNPS,
 *  else the mean; null when it has none. */
export function metricOf(trend: SurveyTrend, questionId: string): TrendMetric | null {
  const items = trend.cycles.flatMap((cycle) =>
    cycle.items.filter((item) => item.question_id === questionId),
  );
  if (items.some((item) => item.favourable)) return 'favourable';
  if (items.some((item) => item.enps)) return 'enps';
  if (items.some((item) => item.mean !== null)) return 'mean';
  return null;
}

function valueOf(item: TrendItem, metric: TrendMetric) {
  if (metric === 'favourable' && item.favourable)
    return { value: item.favourable.share, low: item.favourable.low, high: item.favourable.high };
  if (metric === 'enps' && item.enps)
    return { value: item.enps.score, low: item.enps.low, high: item.enps.high };
  if (metric === 'mean' && item.mean !== null) return { value: item.mean, low: null, high: null };
  return null;
}

/** Each cycle's point for a question, oldest first: a hidden cycle (or question in it) is a gap
 *  that says so, as is a cycle without its figure. */
export function pointsOf(
  cycles: readonly TrendCycle[],
  questionId: string,
  metric: TrendMetric,
): TrendPoint[] {
  return cycles.map((cycle) => {
    if (isHidden(cycle.status)) return { cycle: cycle.cycle, kind: 'hidden' };
    const item = cycle.items.find((entry) => entry.question_id === questionId);
    if (!item) return { cycle: cycle.cycle, kind: 'empty' };
    if (isHidden(item.status)) return { cycle: cycle.cycle, kind: 'hidden' };
    const figure = item.status === 'ok' ? valueOf(item, metric) : null;
    return figure
      ? { cycle: cycle.cycle, kind: 'value', ...figure, respondents: item.respondents }
      : { cycle: cycle.cycle, kind: 'empty' };
  });
}

/** The runs of consecutive points with a value (a gap ends a line). */
export function segmentsOf(points: readonly TrendPoint[]) {
  const runs: { index: number; value: number }[][] = [];
  let run: { index: number; value: number }[] = [];
  points.forEach((point, index) => {
    if (point.kind === 'value') run.push({ index, value: point.value });
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The value axis: fixed for shares and eNPS, the data's own range (padded) for a mean. */
export function rangeOf(metric: TrendMetric, points: readonly TrendPoint[]): [number, number] {
  if (metric === 'favourable') return [0, 1];
  if (metric === 'enps') return [-100, 100];
  const values = points.flatMap((point) => (point.kind === 'value' ? [point.value] : []));
  if (values.length === 0) return [0, 1];
  const low = Math.floor(Math.min(...values));
  const high = Math.ceil(Math.max(...values));
  return low === high ? [low - 1, high + 1] : [low, high];
}
