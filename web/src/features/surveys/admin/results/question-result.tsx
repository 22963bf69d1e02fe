import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { visuallyHidden } from '@/components/forms/visually-hidden';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { ResultItem, ResultQuestion } from '../../api/admin-surveys';
import { isHidden, valueLabel } from '../../lib/result-values';

import { CellText } from './cell-text';
import { Trend } from './heatmap';
import { ShareBar } from './share-bar';
import { AsTableButton, HeadRow } from './table-parts';

export type QuestionResultProps = {
  question: ResultQuestion | undefined;
  /** The title shown (a matrix row adds its label). */
  title: string;
  item: ResultItem;
  k: number;
};

/** One question's result for the population: its distribution as bars (or as a table), its
 *  favourable share and eNPS with their intervals, its mean and trend. */
export function QuestionResult({ question, title, item, k }: QuestionResultProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const [asTable, setAsTable] = useState(false);
  const label = (value: string) => {
    const text = valueLabel(question, value);
    return 'key' in text ? t(text.key as 'forms.renderer.yes') : text.text;
  };
  const total = item.distribution.reduce((sum, entry) => sum + entry.count, 0);
  const share = (count: number) => (total > 0 ? count / total : 0);
  const shown = item.status === 'ok' && item.distribution.length > 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-question={item.question_id}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography
            id={`${id}-title`}
            variant="h3"
            component="h3"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {shown ? <AsTableButton asTable={asTable} onChange={setAsTable} /> : null}
        </Stack>
        {item.status !== 'ok' || isHidden(item.status) ? (
          <CellText status={item.status} value={null} k={k} />
        ) : (
          <>
            {item.respondents !== null ? (
              <Typography variant="body2" color="text.secondary">
                {t('surveys.results.respondents', {
                  count: item.respondents,
                  number: format.number(item.respondents),
                })}
              </Typography>
            ) : null}
            {shown && asTable ? (
              <Table size="small" aria-labelledby={`${id}-title`}>
                <HeadRow
                  first={t('surveys.results.answer')}
                  figures={[t('surveys.results.count'), t('surveys.results.share')]}
                />
                <TableBody>
                  {item.distribution.map((entry) => (
                    <TableRow key={entry.value}>
                      <TableCell component="th" scope="row">
                        {label(entry.value)}
                      </TableCell>
                      <TableCell align="right">{format.number(entry.count)}</TableCell>
                      <TableCell align="right">{format.percent(share(entry.count))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : shown ? (
              <Stack
                component="ul"
                spacing={0.75}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                aria-hidden
              >
                {item.distribution.map((entry) => (
                  <ShareBar
                    key={entry.value}
                    data-value={entry.value}
                    label={label(entry.value)}
                    figure={`${format.number(entry.count)} · ${format.percent(share(entry.count))}`}
                    share={share(entry.count)}
                  />
                ))}
              </Stack>
            ) : null}
            {shown && !asTable ? (
              <Typography component="p" sx={visuallyHidden}>
                {item.distribution
                  .map((entry) => `${label(entry.value)}: ${format.number(entry.count)}`)
                  .join('; ')}
              </Typography>
            ) : null}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
              {item.favourable ? (
                <Typography variant="body2" data-testid="favourable">
                  {t('surveys.results.favourable', {
                    share: format.percent(item.favourable.share),
                    low: format.percent(item.favourable.low),
                    high: format.percent(item.favourable.high),
                  })}
                </Typography>
              ) : null}
              {item.mean !== null ? (
                <Typography variant="body2">
                  {t('surveys.results.mean', {
                    mean: item.mean.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                  })}
                </Typography>
              ) : null}
              {item.trend ? <Trend trend={item.trend} /> : null}
            </Stack>
            {item.enps ? <EnpsCard enps={item.enps} /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** eNPS (SUR-★3): the score with its interval, and promoters, passives and detractors. */
function EnpsCard({ enps }: { enps: NonNullable<ResultItem['enps']> }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const round = (value: number) => format.signed(Math.round(value));
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="enps">
      <Typography sx={{ fontWeight: 700 }}>
        {t('surveys.results.enps', {
          score: round(enps.score),
          low: round(enps.low),
          high: round(enps.high),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('surveys.results.enpsSplit', {
          promoters: format.number(enps.promoters),
          passives: format.number(enps.passives),
          detractors: format.number(enps.detractors),
        })}
      </Typography>
    </Box>
  );
}
