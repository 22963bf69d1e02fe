import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { TableScroll } from '@/components/data/table-scroll';
import { DateText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  guidesQueryOptions,
  resultsQueryOptions,
  type PsyLevelAction,
  type PsyResultCell,
  type PsyScore,
} from '../api/admin';
import type { PsyGuide, PsyLevel } from '../api/psychosocial';
import { LevelChip } from '../components/level-chip';
import { usePsyErrorMessage } from '../lib/errors';
import { LEVELS, levelKey } from '../lib/levels';
import { useWording } from '../lib/text';

import { DistributionBar, LevelLegend } from './distribution-bar';

type Row = { id: string; name: string; kind: 'category' | 'domain'; score: PsyScore | undefined };

/** The categories and their domains of a guide, in its order, each with its score in the cell. */
function rowsOf(
  guide: PsyGuide | undefined,
  cell: PsyResultCell,
  word: (text: { es: string; en: string }) => string,
): Row[] {
  const categories = new Map(cell.categories.map((score) => [score.id, score]));
  const domains = new Map(cell.domains.map((score) => [score.id, score]));
  if (!guide?.categories) {
    return [
      ...cell.categories.map((score) => ({
        id: score.id,
        name: score.id,
        kind: 'category' as const,
        score,
      })),
      ...cell.domains.map((score) => ({
        id: score.id,
        name: score.id,
        kind: 'domain' as const,
        score,
      })),
    ];
  }
  return guide.categories.flatMap((category) => [
    {
      id: category.id,
      name: word(category),
      kind: 'category' as const,
      score: categories.get(category.id),
    },
    ...category.domains.map((domain) => ({
      id: domain.id,
      name: word(domain),
      kind: 'domain' as const,
      score: domains.get(domain.id),
    })),
  ]);
}

/** Why a cell or score shows no figure. */
function HiddenText({ state, k }: { state: PsyScore['state']; k: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {state === 'no_data'
        ? t('psychosocial.results.noData')
        : t('psychosocial.results.hidden', { k })}
    </Typography>
  );
}

function ScoreSummary({ score, k }: { score: PsyScore | undefined; k: number }) {
  const format = useNumberFormat();
  if (!score || score.state !== 'ok' || score.mean === null || !score.level)
    return <HiddenText state={score?.state ?? 'no_data'} k={k} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 40 }}>
        {format.number(Math.round(score.mean * 10) / 10)}
      </Typography>
      <LevelChip level={score.level} />
    </Stack>
  );
}

function CellTable({ rows, k, label }: { rows: Row[]; k: number; label: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <TableScroll label={label} variant="border">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('psychosocial.results.columns.name')}</TableCell>
            <TableCell align="right">{t('psychosocial.results.columns.mean')}</TableCell>
            <TableCell>{t('psychosocial.results.columns.level')}</TableCell>
            {LEVELS.map((level) => (
              <TableCell key={level} align="right">
                {t(levelKey(level))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const score = row.score;
            const shown = score?.state === 'ok';
            return (
              <TableRow key={`${row.kind}-${row.id}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    pl: row.kind === 'domain' ? 4 : 2,
                    fontWeight: row.kind === 'category' ? 600 : undefined,
                  }}
                >
                  {row.name}
                </TableCell>
                {shown && score ? (
                  <>
                    <TableCell align="right">
                      {score.mean === null ? '—' : format.number(Math.round(score.mean * 10) / 10)}
                    </TableCell>
                    <TableCell>{score.level ? t(levelKey(score.level)) : '—'}</TableCell>
                    {LEVELS.map((level) => (
                      <TableCell key={level} align="right">
                        {format.number(score.levels[level])}
                      </TableCell>
                    ))}
                  </>
                ) : (
                  <TableCell colSpan={2 + LEVELS.length}>
                    {score?.state === 'no_data' || !score
                      ? t('psychosocial.results.noData')
                      : t('psychosocial.results.hidden', { k })}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function ResultCell({
  cell,
  guide,
  k,
}: {
  cell: PsyResultCell;
  guide: PsyGuide | undefined;
  k: number;
}) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const format = useNumberFormat();
  const [table, setTable] = useState(false);
  const title = cell.label ?? t('psychosocial.results.wholeWorkplace');
  const rows = rowsOf(guide, cell, word);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={`${id}-title`} variant="h3">
            {title}
          </Typography>
          {cell.respondents !== null ? (
            <Typography variant="body2" color="text.secondary">
              {t('psychosocial.results.respondents', {
                count: cell.respondents,
                number: format.number(cell.respondents),
              })}
            </Typography>
          ) : null}
        </Stack>
        {cell.state !== 'ok' ? (
          <HiddenText state={cell.state} k={k} />
        ) : (
          <>
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="p">
                {t('psychosocial.results.final')}
              </Typography>
              {cell.final.state === 'ok' && cell.final.level && cell.final.mean !== null ? (
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
                >
                  <Typography variant="h2" component="p">
                    {format.number(Math.round(cell.final.mean * 10) / 10)}
                  </Typography>
                  <LevelChip level={cell.final.level} size="medium" />
                  <Box sx={{ flex: '1 1 200px' }}>
                    <DistributionBar levels={cell.final.levels} />
                  </Box>
                </Stack>
              ) : (
                <HiddenText state={cell.final.state} k={k} />
              )}
            </Stack>
            <FormControlLabel
              control={
                <Switch checked={table} onChange={(event) => setTable(event.target.checked)} />
              }
              label={t('psychosocial.results.asTable')}
            />
            {table ? (
              <CellTable
                rows={rows}
                k={k}
                label={t('psychosocial.results.tableLabel', { name: title })}
              />
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {rows.map((row) => (
                  <Box
                    component="li"
                    key={`${row.kind}-${row.id}`}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: {
                        xs: '1fr',
                        md: 'minmax(200px, 2fr) minmax(150px, 1fr) minmax(160px, 2fr)',
                      },
                      gap: 1,
                      alignItems: 'center',
                      pl: row.kind === 'domain' ? 2 : 0,
                      borderTop: row.kind === 'category' ? 1 : 0,
                      borderColor: 'divider',
                      pt: row.kind === 'category' ? 1 : 0,
                    }}
                  >
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: row.kind === 'category' ? 600 : undefined }}
                    >
                      {row.kind === 'category'
                        ? t('psychosocial.results.category', { name: row.name })
                        : row.name}
                    </Typography>
                    <ScoreSummary score={row.score} k={k} />
                    {row.score?.state === 'ok' ? (
                      <DistributionBar levels={row.score.levels} />
                    ) : (
                      <span />
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The levels found among the shown scores, worst first. */
function levelsFound(cells: PsyResultCell[]): PsyLevel[] {
  const found = new Set<PsyLevel>();
  for (const cell of cells) {
    if (cell.state !== 'ok') continue;
    for (const score of [cell.final, ...cell.categories, ...cell.domains])
      if (score.state === 'ok' && score.level) found.add(score.level);
  }
  return [...LEVELS].reverse().filter((level) => found.has(level));
}

function NormActions({ levels, actions }: { levels: PsyLevel[]; actions: PsyLevelAction[] }) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const shown = levels.flatMap((level) => {
    const action = actions.find((entry) => entry.level === level);
    return action ? [{ level, text: word(action) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={1.5}>
        <Typography id={id} variant="h3">
          {t('psychosocial.results.actionsTitle')}
        </Typography>
        {shown.map(({ level, text }) => (
          <Stack key={level} spacing={0.5}>
            <Typography variant="subtitle2" component="p">
              {t('psychosocial.results.actionFor', { level: t(levelKey(level)).toLowerCase() })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {text}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** An application's Guía II/III results, read only through the privacy engine: the whole
 *  workplace's final level big and clear, then each category and domain with its mean, its level
 *  (a chip with its word) and the respondents by level (a stacked bar, or a table); hidden cells
 *  say why. Then what the norm asks for the levels found. `?by=department` adds each
 *  department. */
export function ResultsPanel({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [byDepartment, setByDepartment] = useState(false);
  const results = useQuery(resultsQueryOptions(applicationId, byDepartment));
  const guides = useQuery(guidesQueryOptions());
  const data = results.data;
  const guide = guides.data?.guides.find((entry) => entry.id === data?.guide);
  return (
    <Stack spacing={2} component="section" aria-labelledby={`${id}-title`}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography id={`${id}-title`} variant="h2">
          {t('psychosocial.results.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={byDepartment}
              onChange={(event) => setByDepartment(event.target.checked)}
            />
          }
          label={t('psychosocial.results.byDepartment')}
        />
      </Stack>
      {results.isPending ? (
        <LoadingBlock label={t('psychosocial.results.loading')} />
      ) : results.isError ? (
        toApiError(results.error).code === 'no_results' ? (
          <Alert severity="info">{errorText(results.error)}</Alert>
        ) : (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        )
      ) : data ? (
        <Stack spacing={2}>
          {data.as_of ? (
            <Typography variant="body2" color="text.secondary">
              {t('psychosocial.results.asOf')} <DateText value={data.as_of} />
            </Typography>
          ) : null}
          {data.refused ? (
            <Alert severity="info">{t('psychosocial.results.refused', { k: data.k })}</Alert>
          ) : null}
          {data.held_back ? (
            <Alert severity="info">{t('psychosocial.results.heldBack', { k: data.k })}</Alert>
          ) : null}
          <LevelLegend />
          {data.cells.map((cell) => (
            <ResultCell key={cell.value ?? 'all'} cell={cell} guide={guide} k={data.k} />
          ))}
          <NormActions levels={levelsFound(data.cells)} actions={guides.data?.actions ?? []} />
        </Stack>
      ) : null}
    </Stack>
  );
}
