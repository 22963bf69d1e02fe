import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateTimeText } from '@/components/date-text';
import { PersonAvatar } from '@/components/people/person-avatar';

import type { Notification } from '../api/notifications';
import { useNotificationSentence } from '../hooks/use-notification-sentence';
import { inAppLink } from '../lib/in-app-link';

export type NotificationItemProps = {
  notification: Notification;
  /** The member opened it (clicked or pressed): it should turn read. */
  onOpen: (notification: Notification) => void;
};

/** One notification: who, what (a sentence), when, and whether it is still unread (in words
 *  and in bold, not by colour alone). It links to what it is about; one without a link is a
 *  button while unread, and plain text once read. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const link = inAppLink(notification.link);
  const unread = !notification.read;
  const content = <NotificationContent notification={notification} />;
  const sx = {
    alignItems: 'flex-start',
    gap: 1.5,
    py: 1.5,
    borderLeft: 4,
    borderColor: unread ? 'primary.main' : 'transparent',
    bgcolor: unread ? 'action.hover' : 'transparent',
  } as const;

  return (
    <ListItem disablePadding divider>
      {link ? (
        <ListItemButton
          component={RouterLink}
          to={link}
          onClick={() => onOpen(notification)}
          sx={sx}
        >
          {content}
        </ListItemButton>
      ) : unread ? (
        <ListItemButton onClick={() => onOpen(notification)} sx={sx}>
          {content}
        </ListItemButton>
      ) : (
        <Stack direction="row" sx={{ ...sx, px: 2, width: '100%' }}>
          {content}
        </Stack>
      )}
    </ListItem>
  );
}

function NotificationContent({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const sentence = useNotificationSentence();
  const unread = !notification.read;

  return (
    <>
      {notification.actor ? (
        <PersonAvatar person={notification.actor} />
      ) : (
        <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <NotificationsOutlined />
        </Avatar>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
        >
          {sentence(notification)}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          <DateTimeText value={notification.created_at} />
        </Typography>
      </Box>
      {unread ? <UnreadMark label={t('notifications.unread')} /> : null}
    </>
  );
}

/** "Sin leer" beside a dot: seen and read aloud with the item. */
function UnreadMark({ label }: { label: string }) {
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', flexShrink: 0, pt: 0.25 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
      />
      <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
    </Stack>
  );
}
