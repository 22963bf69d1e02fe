import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import { peopleImportQueryOptions, type ImportFailure, type ImportJob } from '../api/people-import';
import { PEOPLE_PATH } from '../section-paths';

import { PagedRowsTable } from './paged-rows-table';

export type ImportProgressProps = {
  jobId: number;
  /** Back to choosing a file (or people). */
  onRestart: () => void;
  /** The restart button's text. Default: "Importar otro archivo". */
  restartLabel?: string;
};

const COUNTERS = ['created', 'updated', 'unchanged', 'failed'] as const;

/** What a job counts in words: a spreadsheet's rows, or the directory's people (whose row
 *  numbers mean nothing to the admin). */
const WORDING = {
  sheet: {
    value: 'people.import.progress.value',
    imported: 'people.import.done.imported',
    failed: 'people.import.done.failed',
    failuresLabel: 'people.import.failures.tableLabel',
    firstOnly: 'people.import.failures.firstOnly',
  },
  directory: {
    value: 'people.directory.progress.value',
    imported: 'people.directory.progress.imported',
    failed: 'people.directory.progress.failed',
    failuresLabel: 'people.directory.progress.failuresLabel',
    firstOnly: 'people.directory.progress.firstOnly',
  },
} as const;

/** An import as the server runs it: a progress bar and the rows created, updated, unchanged and
 *  failed, read every second until it is done; then the outcome and the rows that failed. */
export function ImportProgress({ jobId, onRestart, restartLabel }: ImportProgressProps) {
  const { t } = useTranslation();
  const job = useQuery(peopleImportQueryOptions(jobId));
  const restart = (
    <Button variant="outlined" onClick={onRestart}>
      {restartLabel ?? t('people.import.another')}
    </Button>
  );

  if (job.data === undefined) {
    if (!job.isError) return <LoadingBlock label={t('people.import.progress.loading')} />;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LoadError error={job.error} onRetry={() => void job.refetch()} retrying={job.isFetching} />
        {restart}
      </Stack>
    );
  }

  const finished = job.data.status === 'done';
  return (
    <Panel
      title={t(
        finished ? 'people.import.progress.doneTitle' : 'people.import.progress.runningTitle',
      )}
      description={
        job.data.source === 'directory'
          ? t('people.directory.progress.source')
          : t('people.import.progress.file', { name: job.data.file_name })
      }
    >
      <ImportBar job={job.data} />
      <ImportCounters job={job.data} />
      {!finished && job.isError ? (
        <Alert severity="warning">{t('people.import.progress.stale')}</Alert>
      ) : null}
      {!finished ? (
        <Typography variant="body2" color="text.secondary">
          {t('people.import.progress.keepsRunning')}
        </Typography>
      ) : null}
      {finished ? <ImportOutcome job={job.data} /> : null}
      {finished ? (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {restart}
          <Button variant="contained" component={Link} to={PEOPLE_PATH}>
            {t('people.import.viewPeople')}
          </Button>
        </Stack>
      ) : null}
    </Panel>
  );
}

/** done/total as a bar with its name and value, and in words under it. */
function ImportBar({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const labelId = useId();
  const percent = job.total > 0 ? (job.done / job.total) * 100 : job.status === 'done' ? 100 : 0;
  const value = t(WORDING[job.source].value, {
    count: job.total,
    done: format.number(job.done),
    total: format.number(job.total),
  });
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('people.import.progress.label')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={value}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {value}
      </Typography>
    </Stack>
  );
}

/** The rows created, updated, unchanged and failed so far. */
function ImportCounters({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
        gap: 1.5,
      }}
    >
      {COUNTERS.map((counter) => (
        <Box
          key={counter}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`people.import.counters.${counter}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h3"
            data-testid={`import-${counter}`}
            sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
          >
            {format.number(job[counter])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type NumberedFailure = ImportFailure & { key: number };

/** The finished import: all rows in, or how many failed and why (the first 500 the server
 *  keeps, by row; a directory import's by address, its rows being no one's). */
function ImportOutcome({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = WORDING[job.source];
  const byRow = job.source === 'sheet';
  const failures = useMemo<NumberedFailure[]>(
    () =>
      (job.failures ?? [])
        .map((failure, key) => ({ ...failure, key }))
        .sort((a, b) => a.row - b.row || a.key - b.key),
    [job.failures],
  );
  const imported = job.done - job.failed;
  return (
    <Stack spacing={2}>
      <Alert severity={job.failed > 0 ? 'warning' : 'success'} role="status">
        {t(words.imported, {
          count: imported,
          formatted: format.number(imported),
        })}
        {job.failed > 0
          ? ` ${t(words.failed, {
              count: job.failed,
              formatted: format.number(job.failed),
            })}`
          : null}
      </Alert>
      {failures.length > 0 ? (
        <PagedRowsTable
          label={t(words.failuresLabel)}
          rows={failures}
          rowKey={(failure) => failure.key}
          columns={[
            ...(byRow
              ? [
                  {
                    key: 'row',
                    header: t('people.import.failures.columns.row'),
                    nowrap: true,
                    render: (failure: NumberedFailure) => format.number(failure.row),
                  },
                ]
              : []),
            {
              key: 'email',
              header: t('people.import.failures.columns.email'),
              cellStyle: { overflowWrap: 'anywhere' },
              render: (failure) => failure.email || '—',
            },
            {
              key: 'reason',
              header: t('people.import.failures.columns.reason'),
              cellStyle: { overflowWrap: 'anywhere' },
              render: (failure) => failure.message,
            },
          ]}
        />
      ) : null}
      {job.failed > failures.length && failures.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(words.firstOnly, {
            shown: format.number(failures.length),
            failed: format.number(job.failed),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
