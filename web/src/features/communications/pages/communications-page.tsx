import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

import { communicationsQueryOptions } from '../api/communications';
import { CommunicationItem } from '../components/communication-item';
import { pinnedFirst } from '../lib/communication-list';

type View = 'received' | 'filed';

/** The address keeps the list shown (`?filed=true`), so the filed list can be linked to. */
const FILED_PARAM = 'filed';

/** The person's communications: the received ones (pinned first, unread marked) or the ones
 *  they filed, a page at a time; each opens its own page. */
export function CommunicationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('communications.pageTitle'));
  const [params, setParams] = useSearchParams();
  const view: View = params.get(FILED_PARAM) === 'true' ? 'filed' : 'received';

  const handleView = (next: View) =>
    setParams(next === 'filed' ? { [FILED_PARAM]: 'true' } : {}, { replace: true });

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1">{t('communications.title')}</Typography>
      <Box>
        <TabbedPanel
          idPrefix="communications"
          label={t('communications.tabsLabel')}
          tabs={[
            { value: 'received', label: t('communications.tabs.received') },
            { value: 'filed', label: t('communications.tabs.filed') },
          ]}
          value={view}
          onChange={handleView}
          tabsSx={{ mb: 2 }}
        >
          <CommunicationList key={view} filed={view === 'filed'} />
        </TabbedPanel>
      </Box>
    </Stack>
  );
}

function CommunicationList({ filed }: { filed: boolean }) {
  const { t } = useTranslation();
  // Read again whenever the screen opens: new communications are what it is for.
  const query = useInfiniteQuery({ ...communicationsQueryOptions(filed), staleTime: 0 });
  const items = pinnedFirst(query.data?.pages.flatMap((page) => page.items) ?? []);
  const view = filed ? 'filed' : 'received';

  if (query.isPending) return <ListSkeleton label={t('communications.loading')} />;
  if (query.isError && items.length === 0) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return filed ? (
      <EmptyState
        icon="🗂️"
        title={t('communications.empty.filed')}
        body={t('communications.empty.filedBody')}
      />
    ) : (
      <EmptyState
        icon="📣"
        title={t('communications.empty.received')}
        body={t('communications.empty.receivedBody')}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List disablePadding aria-label={t(`communications.listLabel.${view}`)}>
          {items.map((communication) => (
            <CommunicationItem key={communication.id} communication={communication} />
          ))}
        </List>
      </Paper>
      <LoadMore query={query} label={t('communications.loadMore')} />
    </Stack>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" role="status" aria-label={label} aria-busy sx={{ p: 2 }}>
      <Stack spacing={2.5}>
        {[0, 1, 2].map((i) => (
          <Stack key={i}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="35%" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
