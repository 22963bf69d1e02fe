import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { visuallyHidden } from '@/components/forms/visually-hidden';

import type { Dimension, SurveyResults } from '../../api/admin-surveys';
import { useSegmentLabel } from '../../lib/country-name';
import {
  hasMode,
  HEATMAP_MODES,
  isHidden,
  itemOf,
  modeCell,
  type HeatmapMode,
  type Scale,
} from '../../lib/result-values';

import { CellText } from './cell-text';

/** Questions × segments (SUR-14): the population row first, then each segment, the hidden ones
 *  last and greyed; each cell its mean, favourable or unfavourable share (the mode switch),
 *  shaded from red to green with a legend. A table already, so it is its own "table view". */
export function Heatmap({
  results,
  caption,
  by,
  scales,
}: {
  results: SurveyResults;
  caption: string;
  /** The breakdown of the rows (country codes read as names). */
  by: Dimension;
  scales: ReadonlyMap<string, Scale>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const segmentLabel = useSegmentLabel();
  const [mode, setMode] = useState<HeatmapMode>('favourable');
  const questions = results.questions.filter(
    (question) =>
      results.rows.some((row) => itemOf(row, question.id)) && hasMode(question, mode, results.rows),
  );
  const background = (value: number | null) => {
    if (value === null) return undefined;
    const color = value >= 0.5 ? theme.palette.success.main : theme.palette.error.main;
    return alpha(color, Math.min(0.35, Math.abs(value - 0.5) * 0.7));
  };
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: HeatmapMode | null) => next && setMode(next)}
          aria-label={t('surveys.results.modes.label')}
          sx={{ flexWrap: 'wrap' }}
        >
          {HEATMAP_MODES.map((entry) => (
            <ToggleButton key={entry} value={entry} sx={{ px: 1.5 }}>
              {t(`surveys.results.modes.${entry}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Legend id={`${id}-legend`} background={background} />
      </Stack>
      <TableScroll label={caption}>
        <Table
          size="small"
          data-testid="results-heatmap"
          data-mode={mode}
          aria-describedby={`${id}-legend`}
        >
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('surveys.results.segment')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('surveys.results.answers')}
              </TableCell>
              {questions.map((question) => (
                <TableCell key={question.id} component="th" scope="col" sx={{ minWidth: 140 }}>
                  {question.title}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {results.rows.map((row, index) => {
              const hidden = isHidden(row.status);
              return (
                <TableRow
                  key={row.value ?? 'population'}
                  data-segment={row.value ?? 'population'}
                  data-status={row.status}
                  sx={hidden ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontWeight: index === 0 ? 700 : 500 }}
                  >
                    {segmentLabel(by, row.value, row.label)}
                  </TableCell>
                  <TableCell align="right">
                    {row.respondents === null ? '—' : row.respondents}
                  </TableCell>
                  {hidden ? (
                    <TableCell colSpan={Math.max(1, questions.length)}>
                      <CellText status={row.status} value={null} k={results.k} />
                    </TableCell>
                  ) : (
                    questions.map((question) => {
                      const item = itemOf(row, question.id);
                      const cell = modeCell(question, item, mode, scales.get(question.id));
                      return (
                        <TableCell
                          key={question.id}
                          sx={{ bgcolor: background(cell.shade) }}
                          data-question={question.id}
                        >
                          <CellText
                            status={item?.status ?? 'no_data'}
                            value={cell.headline}
                            k={results.k}
                          />
                          {mode === 'favourable' && item?.trend ? (
                            <Trend trend={item.trend} />
                          ) : null}
                        </TableCell>
                      );
                    })
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

/** The colour scale: red where the figure is bad, green where it is good (an unfavourable share
 *  is good when low). */
function Legend({
  id,
  background,
}: {
  id: string;
  background: (value: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const steps = [0, 0.25, 0.5, 0.75, 1];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="heatmap-legend">
      <Typography id={id} sx={visuallyHidden}>
        {t('surveys.results.legend.label')}
      </Typography>
      <Typography variant="caption" aria-hidden>
        {t('surveys.results.legend.worse')}
      </Typography>
      <Box sx={{ display: 'flex' }} aria-hidden>
        {steps.map((step) => (
          <Box
            key={step}
            sx={{
              width: 24,
              height: 12,
              bgcolor: background(step),
              border: 1,
              borderColor: 'divider',
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" aria-hidden>
        {t('surveys.results.legend.better')}
      </Typography>
    </Stack>
  );
}

/** A change against the previous cycle: an arrow only when significant (SUR-★3). */
export function Trend({ trend }: { trend: 'up' | 'down' | 'flat' }) {
  const { t } = useTranslation();
  if (trend === 'flat')
    return (
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block' }}
      >
        {t('surveys.results.trend.flat')}
      </Typography>
    );
  return (
    <Box
      component="span"
      sx={{ display: 'block', color: trend === 'up' ? 'success.dark' : 'error.dark' }}
    >
      <span aria-hidden>{trend === 'up' ? '↑ ' : '↓ '}</span>
      <Typography component="span" variant="caption">
        {t(`surveys.results.trend.${trend}`)}
      </Typography>
    </Box>
  );
}
