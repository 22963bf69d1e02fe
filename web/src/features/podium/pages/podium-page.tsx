import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { useDocumentTitle } from '@/lib/use-document-title';

import { podiumQueryOptions, type PodiumMetric } from '../api/podium';
import { PodiumStand } from '../components/podium-stand';
import { RankingList } from '../components/ranking-list';
import { usePodiumBoards } from '../hooks/use-podium-boards';
import { periodDays, splitBoard, tiedRanks } from '../lib/podium-ranks';

type Offset = 0 | 1;

const TAB_KEYS = {
  received: 'podium.tabs.received',
  sent: 'podium.tabs.sent',
  points: 'podium.tabs.points',
} as const;

/** The podium: one tab per board the organisation has on, the current or previous period. */
export function PodiumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('podium.pageTitle'));
  const boards = usePodiumBoards();
  const [chosen, setChosen] = useState<PodiumMetric | null>(null);
  const [offset, setOffset] = useState<Offset>(0);
  const metric = chosen && boards.metrics.includes(chosen) ? chosen : (boards.metrics[0] ?? null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1">{t('podium.title')}</Typography>
      {boards.pending ? (
        <Stack spacing={2} role="status" aria-label={t('podium.loading')} aria-busy>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : boards.error ? (
        <LoadError error={boards.error} onRetry={boards.retry} />
      ) : metric === null ? (
        <EmptyState icon="🏆" title={t('podium.off')} />
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <Tabs
              value={metric}
              onChange={(_, next: PodiumMetric) => setChosen(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('podium.boards')}
            >
              {boards.metrics.map((m) => (
                <Tab
                  key={m}
                  value={m}
                  label={t(TAB_KEYS[m])}
                  id={`podium-tab-${m}`}
                  aria-controls="podium-panel"
                />
              ))}
            </Tabs>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={offset}
              onChange={(_, next: Offset | null) => {
                if (next !== null) setOffset(next);
              }}
              aria-label={t('podium.period')}
            >
              <ToggleButton value={0}>{t('podium.current')}</ToggleButton>
              <ToggleButton value={1}>{t('podium.previous')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <Box role="tabpanel" id="podium-panel" aria-labelledby={`podium-tab-${metric}`}>
            <Board metric={metric} offset={offset} />
          </Box>
        </>
      )}
    </Stack>
  );
}

type BoardProps = { metric: PodiumMetric; offset: Offset };

function Board({ metric, offset }: BoardProps) {
  const { t } = useTranslation();
  const query = useQuery(podiumQueryOptions(metric, offset));

  if (query.isPending) {
    return <Skeleton variant="rounded" height={220} aria-label={t('podium.loading')} />;
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
  const board = query.data;
  const { first, last } = periodDays(board.from, board.to);
  const { steps, rest } = splitBoard(board.entries);

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" data-testid="podium-period">
        {t('podium.periodFrom')} <DateText value={first} /> {t('podium.periodTo')}{' '}
        <DateText value={last} />
      </Typography>
      {board.entries.length === 0 ? (
        <EmptyState icon="🌱" title={t('podium.empty')} body={t('podium.emptyBody')} />
      ) : (
        <>
          <PodiumStand steps={steps} metric={metric} />
          <RankingList entries={rest} metric={metric} tied={tiedRanks(board.entries)} />
        </>
      )}
    </Stack>
  );
}
