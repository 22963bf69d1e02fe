import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAppStore } from '@/stores/app-store';

import { useNotificationCountPolling } from '../hooks/use-notification-count-polling';

/** Largest count the badge writes out; more reads "99+". */
const BADGE_MAX = 99;

/** The top bar's bell: the unread count as a badge (and in its name, "Notificaciones, 3 sin
 *  leer"), leading to the notification list. */
export function NotificationBell() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const count = useAppStore((state) => state.notificationsCount);
  useNotificationCountPolling();
  const shown = count > BADGE_MAX ? `${format.number(BADGE_MAX)}+` : format.number(count);
  const label =
    count > 0
      ? t('notifications.bell.unread', { count, formatted: shown })
      : t('notifications.bell.label');

  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.notifications}
      aria-label={label}
      data-testid="notification-bell"
    >
      {count > 0 ? (
        <Badge badgeContent={shown} color="error">
          <NotificationsOutlined />
        </Badge>
      ) : (
        <NotificationsOutlined />
      )}
    </IconButton>
  );
}
