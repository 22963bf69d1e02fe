import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { PersonLink } from '@/components/people/person-link';
import type { LedgerEntry } from '@/lib/calls/points';

import { POINTS_HISTORY_PAGE_SIZE, pointsHistoryQueryOptions } from '../api/profile';
import { useLedgerText } from '../hooks/use-ledger-text';
import { amountSign } from '../lib/points-display';

const SIGN_COLOUR = { in: 'success.dark', out: 'error.dark', none: 'text.secondary' } as const;

/** The caller's ledger, page by page: a table from 600 px, cards below. */
export function PointsHistory() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const query = useQuery({ ...pointsHistoryQueryOptions(page), placeholderData: keepPreviousData });

  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label={t('points.loading')} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, meta } = query.data;
  if (items.length === 0 && page === 1) {
    return <EmptyState icon="🧾" title={t('points.empty')} />;
  }
  const pages = Math.max(1, Math.ceil((meta.total ?? items.length) / POINTS_HISTORY_PAGE_SIZE));

  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      {narrow ? <HistoryCards entries={items} /> : <HistoryTable entries={items} />}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            getItemAriaLabel={(type, item, selected) =>
              type === 'page'
                ? t(selected ? 'points.pageCurrent' : 'points.page', { page: item })
                : type === 'next'
                  ? t('points.nextPage')
                  : type === 'previous'
                    ? t('points.previousPage')
                    : type === 'first'
                      ? t('points.firstPage')
                      : t('points.lastPage')
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}

type EntriesProps = { entries: readonly LedgerEntry[] };

function Counterparty({ entry }: { entry: LedgerEntry }) {
  return entry.counterparty ? <PersonLink person={entry.counterparty} fontWeight={400} /> : <>—</>;
}

function HistoryTable({ entries }: EntriesProps) {
  const { t } = useTranslation();
  const text = useLedgerText();
  return (
    <TableScroll label={t('points.historyTitle')}>
      <Table size="small" aria-label={t('points.historyTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('points.columns.date')}</TableCell>
            <TableCell>{t('points.columns.kind')}</TableCell>
            <TableCell>{t('points.columns.account')}</TableCell>
            <TableCell align="right">{t('points.columns.amount')}</TableCell>
            <TableCell>{t('points.columns.counterparty')}</TableCell>
            <TableCell>{t('points.columns.memo')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={entry.created_at} />
              </TableCell>
              <TableCell>{text.kind(entry)}</TableCell>
              <TableCell>{text.account(entry)}</TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: SIGN_COLOUR[amountSign(entry.amount)] }}
                data-sign={amountSign(entry.amount)}
              >
                {text.amount(entry)}
              </TableCell>
              <TableCell>
                <Counterparty entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.memo ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

function HistoryCards({ entries }: EntriesProps) {
  const { t } = useTranslation();
  const text = useLedgerText();
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={t('points.historyTitle')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{text.kind(entry)}</Typography>
              <Typography variant="body2" color="text.secondary">
                <DateText value={entry.created_at} /> · {text.account(entry)}
              </Typography>
            </Box>
            <Typography
              sx={{
                fontWeight: 700,
                color: SIGN_COLOUR[amountSign(entry.amount)],
                whiteSpace: 'nowrap',
              }}
              data-sign={amountSign(entry.amount)}
            >
              {text.amount(entry)}
            </Typography>
          </Stack>
          {entry.counterparty || entry.memo ? (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {entry.counterparty ? <Counterparty entry={entry} /> : null}
              {entry.counterparty && entry.memo ? ' · ' : null}
              {entry.memo}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
