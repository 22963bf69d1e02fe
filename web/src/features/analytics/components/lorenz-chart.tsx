import { useTheme } from '@mui/material/styles';

export type LorenzPoint = { people: number; recognitions: number };

const BOX = { size: 240, left: 40, right: 12, top: 12, bottom: 32 };

/** The Lorenz curve as a hand-made SVG (as line-chart.tsx): the least recognised share of people
 *  (x) against the share of recognitions they received (y), beside the dashed diagonal of a
 *  perfectly even spread. The further the curve sags under it, the more concentrated. */
export function LorenzChart({
  points,
  summary,
  equalityLabel,
  format,
}: {
  points: LorenzPoint[];
  /** What the chart says in one sentence (its accessible name). */
  summary: string;
  equalityLabel: string;
  format: (share: number) => string;
}) {
  const theme = useTheme();
  const inner = BOX.size - BOX.left - BOX.right;
  const width = BOX.size;
  const height = BOX.top + inner + BOX.bottom;
  const x = (share: number) => BOX.left + share * inner;
  const y = (share: number) => BOX.top + inner - share * inner;
  const line = points.map((p) => `${x(p.people)},${y(p.recognitions)}`).join(' ');
  const muted = theme.palette.text.secondary;
  const colour = theme.palette.primary.main;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={summary}
      style={{ display: 'block', maxHeight: 280, maxWidth: 360 }}
    >
      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <line x1={x(0)} x2={x(1)} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
          <text x={BOX.left - 6} y={y(tick) + 4} fontSize={10} textAnchor="end" fill={muted}>
            {format(tick)}
          </text>
          <text x={x(tick)} y={y(0) + 14} fontSize={10} textAnchor="middle" fill={muted}>
            {format(tick)}
          </text>
        </g>
      ))}
      <line
        x1={x(0)}
        y1={y(0)}
        x2={x(1)}
        y2={y(1)}
        stroke={muted}
        strokeDasharray="4 4"
        strokeWidth={1.5}
      />
      <text x={x(0.55)} y={y(0.62)} fontSize={10} textAnchor="end" fill={muted}>
        {equalityLabel}
      </text>
      {points.length > 0 ? (
        <polygon
          points={`${x(0)},${y(0)} ${line} ${x(1)},${y(0)}`}
          fill={colour}
          fillOpacity={0.1}
        />
      ) : null}
      <polyline points={line} fill="none" stroke={colour} strokeWidth={2} />
      {points.map((p) => (
        <circle key={p.people} cx={x(p.people)} cy={y(p.recognitions)} r={2.5} fill={colour} />
      ))}
    </svg>
  );
}
