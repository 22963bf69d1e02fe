import { useTheme } from '@mui/material/styles';

export type LinePoint = {
  label: string;
  value: number;
  /** Outside the band (drawn as a ringed dot). */
  outside?: boolean | null;
};

/** The band of ordinary variation (ANA-★2), drawn behind the line. */
export type LineBand = { mean: number; low: number; high: number };

export type LineChartProps = {
  points: LinePoint[];
  /** What the chart says in one sentence (its accessible name). */
  summary: string;
  format: (value: number) => string;
  band?: LineBand | null;
};

const BOX = { width: 560, height: 200, left: 48, right: 12, top: 12, bottom: 28 };

/** A hand-made SVG line over the period's days or weeks (no chart library: the route's chunk
 *  stays small): the area under the line, three value ticks, the first and last labels and,
 *  when given, the band of ordinary variation with the points outside it ringed. */
export function LineChart({ points, summary, format, band }: LineChartProps) {
  const theme = useTheme();
  const max = Math.max(1, band?.high ?? 0, ...points.map((p) => p.value));
  const innerW = BOX.width - BOX.left - BOX.right;
  const innerH = BOX.height - BOX.top - BOX.bottom;
  const x = (i: number) =>
    BOX.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => BOX.top + innerH - (v / max) * innerH;
  const line = points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ');
  const area = points.length > 0 ? `${x(0)},${y(0)} ${line} ${x(points.length - 1)},${y(0)}` : '';
  const muted = theme.palette.text.secondary;
  const colour = theme.palette.primary.main;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      width="100%"
      role="img"
      aria-label={summary}
      style={{ display: 'block', maxHeight: 240 }}
    >
      {[0, max / 2, max].map((tick) => (
        <g key={tick}>
          <line
            x1={BOX.left}
            x2={BOX.width - BOX.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={theme.palette.divider}
          />
          <text x={BOX.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill={muted}>
            {format(Math.round(tick * 10) / 10)}
          </text>
        </g>
      ))}
      {band ? (
        <g data-testid="trend-band">
          <rect
            x={BOX.left}
            width={innerW}
            y={y(band.high)}
            height={Math.max(1, y(band.low) - y(band.high))}
            fill={muted}
            fillOpacity={0.12}
          />
          <line
            x1={BOX.left}
            x2={BOX.width - BOX.right}
            y1={y(band.mean)}
            y2={y(band.mean)}
            stroke={muted}
            strokeDasharray="4 4"
          />
        </g>
      ) : null}
      {area ? <polygon points={area} fill={colour} fillOpacity={0.12} /> : null}
      <polyline points={line} fill="none" stroke={colour} strokeWidth={2} />
      {points.length <= 31
        ? points.map((p, i) => (
            <circle key={p.label} cx={x(i)} cy={y(p.value)} r={2.5} fill={colour} />
          ))
        : null}
      {points.map((p, i) =>
        p.outside ? (
          <circle
            key={`outside-${p.label}`}
            data-testid="outside-point"
            cx={x(i)}
            cy={y(p.value)}
            r={5}
            fill="none"
            stroke={theme.palette.warning.dark}
            strokeWidth={2}
          />
        ) : null,
      )}
      {first ? (
        <text x={x(0)} y={BOX.height - 8} fontSize={11} textAnchor="start" fill={muted}>
          {first.label}
        </text>
      ) : null}
      {last && points.length > 1 ? (
        <text
          x={x(points.length - 1)}
          y={BOX.height - 8}
          fontSize={11}
          textAnchor="end"
          fill={muted}
        >
          {last.label}
        </text>
      ) : null}
    </svg>
  );
}
