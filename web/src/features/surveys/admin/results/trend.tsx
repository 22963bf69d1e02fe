import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import type { FormLanguage } from '@/lib/forms/localize';

import { trendQueryOptions, type SurveyTrend } from '../../api/admin-surveys';

import { CellText } from './cell-text';
import { AsTableButton, HeadRow } from './table-parts';
import {
  metricOf,
  pointsOf,
  rangeOf,
  segmentsOf,
  type TrendMetric,
  type TrendPoint,
} from './trend-model';

/** The trend across cycles (GET /org/surveys/{id}/trend), for a survey with two cycles or more:
 *  one question at a time. */
export function TrendSection({ surveyId, language }: { surveyId: number; language: FormLanguage }) {
  const { t } = useTranslation();
  const id = useId();
  const trend = useQuery(trendQueryOptions(surveyId, language));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="results-trend"
    >
      <Stack spacing={1.5}>
        <Typography id={`${id}-title`} variant="h2">
          {t('surveys.results.trendTitle')}
        </Typography>
        <QueryContent query={trend} loadingLabel={t('surveys.results.trendLoading')}>
          {(data) => <TrendBody data={data} />}
        </QueryContent>
      </Stack>
    </Paper>
  );
}

function TrendBody({ data }: { data: SurveyTrend }) {
  const { t } = useTranslation();
  const id = useId();
  const questions = data.questions.flatMap((question) => {
    const metric = metricOf(data, question.id);
    return metric ? [{ ...question, metric }] : [];
  });
  const [chosen, setChosen] = useState('');
  const [asTable, setAsTable] = useState(false);
  const question = questions.find((entry) => entry.id === chosen) ?? questions[0];
  if (!question)
    return <Typography color="text.secondary">{t('surveys.results.trendEmpty')}</Typography>;
  const points = pointsOf(data.cycles, question.id, question.metric);
  const caption = t('surveys.results.trendCaption', {
    question: question.title,
    metric: t(`surveys.results.trendMetric.${question.metric}`),
  });
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SelectInput
          id={`${id}-question`}
          label={t('surveys.results.trendQuestion')}
          value={question.id}
          onChange={(event) => setChosen(event.target.value)}
          options={questions.map((entry) => ({ value: entry.id, label: entry.title }))}
        />
        <Box>
          <AsTableButton asTable={asTable} onChange={setAsTable} />
        </Box>
      </Stack>
      {asTable ? (
        <TrendTable points={points} metric={question.metric} k={data.k} caption={caption} />
      ) : (
        <TrendChart points={points} metric={question.metric} k={data.k} caption={caption} />
      )}
    </Stack>
  );
}

type ViewProps = { points: TrendPoint[]; metric: TrendMetric; k: number; caption: string };

/** How a value reads: a percentage, a signed eNPS or a mean with one decimal. */
function useFigure(metric: TrendMetric) {
  const { i18n } = useTranslation();
  const format = useNumberFormat();
  return (value: number) =>
    metric === 'favourable'
      ? format.percent(value)
      : metric === 'enps'
        ? format.signed(Math.round(value))
        : value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
}

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 48, right: 16, top: 16, bottom: 32 };

/** A line of points with their interval as error bars; a hidden cycle is a gap in the line,
 *  marked on its axis and named below. Plain SVG (no chart library). */
function TrendChart({ points, metric, k, caption }: ViewProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const figure = useFigure(metric);
  const [low, high] = rangeOf(metric, points);
  const x = (index: number) =>
    PAD.left +
    (points.length === 1
      ? (WIDTH - PAD.left - PAD.right) / 2
      : (index * (WIDTH - PAD.left - PAD.right)) / (points.length - 1));
  const y = (value: number) =>
    PAD.top +
    (1 - (Math.min(high, Math.max(low, value)) - low) / (high - low)) *
      (HEIGHT - PAD.top - PAD.bottom);
  const ticks = [low, (low + high) / 2, high];
  const line = theme.palette.primary.main;
  const muted = theme.palette.text.secondary;
  const hidden = points.filter((point) => point.kind === 'hidden');
  return (
    <Stack spacing={1}>
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={caption}
          style={{ minWidth: 300, maxHeight: 260, display: 'block' }}
          data-testid="trend-chart"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.palette.divider}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill={muted}>
                {figure(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) => (
            <text
              key={point.cycle}
              x={x(index)}
              y={HEIGHT - 10}
              fontSize={11}
              textAnchor="middle"
              fill={muted}
            >
              {t('surveys.results.cycleNumber', { number: point.cycle })}
            </text>
          ))}
          {segmentsOf(points).map((run) => (
            <polyline
              key={run[0]?.index}
              data-testid="trend-line"
              points={run.map((entry) => `${x(entry.index)},${y(entry.value)}`).join(' ')}
              fill="none"
              stroke={line}
              strokeWidth={2}
            />
          ))}
          {points.map((point, index) =>
            point.kind === 'value' ? (
              <g key={point.cycle} data-cycle={point.cycle}>
                {point.low !== null && point.high !== null ? (
                  <g stroke={line} strokeOpacity={0.5}>
                    <line x1={x(index)} x2={x(index)} y1={y(point.low)} y2={y(point.high)} />
                    <line x1={x(index) - 5} x2={x(index) + 5} y1={y(point.low)} y2={y(point.low)} />
                    <line
                      x1={x(index) - 5}
                      x2={x(index) + 5}
                      y1={y(point.high)}
                      y2={y(point.high)}
                    />
                  </g>
                ) : null}
                <circle cx={x(index)} cy={y(point.value)} r={4} fill={line} />
                <text x={x(index) + 8} y={y(point.value) - 6} fontSize={11} fill={line}>
                  {figure(point.value)}
                </text>
              </g>
            ) : (
              <g key={point.cycle} data-cycle={point.cycle} data-gap={point.kind}>
                <line
                  x1={x(index)}
                  x2={x(index)}
                  y1={PAD.top}
                  y2={HEIGHT - PAD.bottom}
                  stroke={muted}
                  strokeDasharray="4 4"
                />
              </g>
            ),
          )}
        </svg>
      </Box>
      {hidden.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {hidden.map((point) => (
            <Typography component="li" variant="body2" color="text.secondary" key={point.cycle}>
              {t('surveys.results.trendHiddenCycle', { number: point.cycle, k })}
            </Typography>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function TrendTable({ points, metric, k, caption }: ViewProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const figure = useFigure(metric);
  return (
    <TableScroll label={caption}>
      <Table size="small">
        <caption>{caption}</caption>
        <HeadRow
          first={t('surveys.results.cycle')}
          figures={[
            t('surveys.results.trendValue'),
            t('surveys.results.trendInterval'),
            t('surveys.results.answers'),
          ]}
        />
        <TableBody>
          {points.map((point) => (
            <TableRow key={point.cycle} data-cycle={point.cycle}>
              <TableCell component="th" scope="row">
                {t('surveys.results.cycleNumber', { number: point.cycle })}
              </TableCell>
              {point.kind === 'value' ? (
                <>
                  <TableCell align="right">{figure(point.value)}</TableCell>
                  <TableCell align="right">
                    {point.low !== null && point.high !== null
                      ? t('surveys.results.trendRange', {
                          low: figure(point.low),
                          high: figure(point.high),
                        })
                      : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {point.respondents === null ? '—' : format.number(point.respondents)}
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3}>
                  <CellText
                    status={point.kind === 'hidden' ? 'suppressed_small' : 'no_data'}
                    value={null}
                    k={k}
                  />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
