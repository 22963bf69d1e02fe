import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { refreshNotificationCounts } from '@/lib/session/refresh-notification-counts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import {
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  notificationsQueryOptions,
  type Notification,
} from '../api/notifications';
import { NotificationItem } from '../components/notification-item';
import { useNotificationKinds } from '../lib/notification-kinds';

/** Each notification once, in the order loaded (a page read after new ones arrived may repeat
 *  the end of the one before). */
function uniqueById(notifications: readonly Notification[]): Notification[] {
  const seen = new Set<number>();
  return notifications.filter((notification) => {
    if (seen.has(notification.id)) return false;
    seen.add(notification.id);
    return true;
  });
}

/** The member's notifications, newest first: opening one marks it read and goes where it
 *  leads; all can be marked read at once; more load on demand. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.pageTitle'));
  // Always read again when the screen opens: new notifications are what it is for.
  const query = useInfiniteQuery({ ...notificationsQueryOptions(), staleTime: 0 });
  // Each notification is worded by the module that raised it: the list waits for their words.
  const kinds = useNotificationKinds();
  const unreadCount = useAppStore((state) => state.notificationsCount);
  const markRead = useToastMutation(markNotificationReadMutation(), { errorToast: true });
  const markAll = useToastMutation(markAllNotificationsReadMutation(), {
    errorToast: true,
    success: () => t('notifications.allMarked'),
  });
  const notifications = uniqueById(query.data?.pages.flatMap((page) => page.items) ?? []);
  const hasUnread = unreadCount > 0 || notifications.some((n) => !n.read);

  // The list was just read: the unread count of the top bar follows it.
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) void refreshNotificationCounts();
  }, [dataUpdatedAt]);

  const handleOpen = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography variant="h1">{t('notifications.title')}</Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAll />}
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('notifications.markAll')}
        </Button>
      </Stack>

      {query.isPending || kinds === null ? (
        <ListSkeleton label={t('notifications.loading')} />
      ) : query.isError && notifications.length === 0 ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : notifications.length === 0 ? (
        <EmptyState
          icon="🔔"
          title={t('notifications.empty')}
          body={t('notifications.emptyBody')}
        />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <List disablePadding aria-label={t('notifications.listLabel')}>
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={handleOpen}
                />
              ))}
            </List>
          </Paper>
          <LoadMore query={query} label={t('notifications.loadMore')} />
        </Stack>
      )}
    </Stack>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" role="status" aria-label={label} aria-busy sx={{ p: 2 }}>
      <Stack spacing={2.5}>
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Stack sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="30%" />
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
