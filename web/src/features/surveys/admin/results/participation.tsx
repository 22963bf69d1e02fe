import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { Dimension, ResultRow, SurveyResults } from '../../api/admin-surveys';
import { useSegmentLabel } from '../../lib/country-name';
import { isHidden, participationRows } from '../../lib/result-values';

import { CellText } from './cell-text';
import { ShareBar } from './share-bar';
import { AsTableButton, HeadRow } from './table-parts';

/** Participation by segment: each row's audience, respondents and response rate as bars (or a
 *  table); a hidden segment says why instead of its figures. */
export function Participation({ results, by }: { results: SurveyResults; by: Dimension }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const segmentLabel = useSegmentLabel();
  const [asTable, setAsTable] = useState(false);
  const rows = participationRows(results.rows);
  const label = (row: ResultRow) => segmentLabel(by, row.value, row.label);
  const figure = (row: ResultRow) =>
    isHidden(row.status) || row.respondents === null || row.response_rate === null ? (
      <CellText status={row.status} value={null} k={results.k} />
    ) : (
      t('surveys.results.participationOf', {
        respondents: format.number(row.respondents),
        audience: format.number(row.audience),
        rate: format.percent(row.response_rate),
      })
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="results-participation"
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={`${id}-title`} variant="h2">
            {t('surveys.results.participation')}
          </Typography>
          <AsTableButton asTable={asTable} onChange={setAsTable} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('surveys.results.participationCaption')}
        </Typography>
        {asTable ? (
          <TableScroll label={t('surveys.results.participation')}>
            <Table size="small" aria-labelledby={`${id}-title`}>
              <HeadRow
                first={t('surveys.results.segment')}
                figures={[
                  t('surveys.results.people'),
                  t('surveys.results.answers'),
                  t('surveys.results.rate'),
                ]}
              />
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={row.value ?? 'population'}
                    data-segment={row.value ?? 'population'}
                  >
                    <TableCell component="th" scope="row">
                      {label(row)}
                    </TableCell>
                    <TableCell align="right">{format.number(row.audience)}</TableCell>
                    {isHidden(row.status) || row.respondents === null ? (
                      <TableCell colSpan={2}>
                        <CellText status={row.status} value={null} k={results.k} />
                      </TableCell>
                    ) : (
                      <>
                        <TableCell align="right">{format.number(row.respondents)}</TableCell>
                        <TableCell align="right">
                          {row.response_rate === null ? '—' : format.percent(row.response_rate)}
                        </TableCell>
                      </>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        ) : (
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <ShareBar
                key={row.value ?? 'population'}
                data-segment={row.value ?? 'population'}
                label={label(row)}
                figure={figure(row)}
                share={isHidden(row.status) ? null : row.response_rate}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
