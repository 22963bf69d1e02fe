import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';

import type { SurveyResults } from '../../api/admin-surveys';
import { headline, isHidden, itemOf, shade } from '../../lib/result-values';

import { CellText } from './cell-text';

/** Questions × segments (SUR-14): the population row first, then each segment, the hidden ones
 *  last and greyed; each cell its favourable share, eNPS or mean, shaded from red to green where
 *  the figure has a direction. A table already, so it is its own "table view". */
export function Heatmap({ results, caption }: { results: SurveyResults; caption: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const questions = results.questions.filter((question) =>
    results.rows.some((row) => row.items.some((item) => item.question_id === question.id)),
  );
  const background = (value: number | null) => {
    if (value === null) return undefined;
    const color = value >= 0.5 ? theme.palette.success.main : theme.palette.error.main;
    return alpha(color, Math.min(0.35, Math.abs(value - 0.5) * 0.7));
  };
  return (
    <TableScroll label={caption}>
      <Table size="small" data-testid="results-heatmap">
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
                <TableCell component="th" scope="row" sx={{ fontWeight: index === 0 ? 700 : 500 }}>
                  {row.label}
                </TableCell>
                <TableCell align="right">
                  {row.respondents === null ? '—' : row.respondents}
                </TableCell>
                {hidden ? (
                  <TableCell colSpan={questions.length}>
                    <CellText status={row.status} value={null} k={results.k} />
                  </TableCell>
                ) : (
                  questions.map((question) => {
                    const item = itemOf(row, question.id);
                    const value = headline(item);
                    return (
                      <TableCell key={question.id} sx={{ bgcolor: background(shade(value)) }}>
                        <CellText status={item?.status ?? 'no_data'} value={value} k={results.k} />
                        {item?.trend ? <Trend trend={item.trend} /> : null}
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
