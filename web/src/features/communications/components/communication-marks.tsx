import PollOutlined from '@mui/icons-material/PollOutlined';
import PushPin from '@mui/icons-material/PushPin';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Communication } from '../api/communications';

export type CommunicationMarksProps = {
  communication: Pick<
    Communication,
    'pinned' | 'read_at' | 'acknowledge' | 'acknowledged_at' | 'poll'
  >;
  /** Show "Sin leer" for one not opened yet (the lists), or not (its own page). */
  showUnread?: boolean;
};

/** What stands out about a communication, in words beside an icon (never by colour alone):
 *  pinned, unread, waiting for the person's reading confirmation, carrying a poll. */
export function CommunicationMarks({ communication, showUnread = true }: CommunicationMarksProps) {
  const { t } = useTranslation();
  const marks: { key: string; icon: ReactNode; label: string; strong?: boolean }[] = [];
  if (communication.pinned) {
    marks.push({
      key: 'pinned',
      icon: <PushPin fontSize="inherit" color="primary" />,
      label: t('communications.pinned'),
      strong: true,
    });
  }
  if (showUnread && communication.read_at === null) {
    marks.push({ key: 'unread', icon: <UnreadDot />, label: t('communications.unread') });
  }
  if (communication.acknowledge && communication.acknowledged_at === null) {
    marks.push({
      key: 'ack',
      icon: <TaskAltOutlined fontSize="inherit" />,
      label: t('communications.pendingAck'),
    });
  }
  if (communication.poll) {
    marks.push({
      key: 'poll',
      icon: <PollOutlined fontSize="inherit" />,
      label: t('communications.hasPoll'),
    });
  }
  if (marks.length === 0) return null;
  return (
    <Stack
      component="span"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}
    >
      {marks.map((mark) => (
        <Stack
          key={mark.key}
          component="span"
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center' }}
          data-mark={mark.key}
        >
          <Box component="span" aria-hidden sx={{ display: 'inline-flex', fontSize: 16 }}>
            {mark.icon}
          </Box>
          <Typography
            component="span"
            variant="caption"
            sx={{ fontWeight: mark.strong || mark.key === 'unread' ? 700 : 400 }}
          >
            {mark.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function UnreadDot() {
  return (
    <Box
      component="span"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }}
    />
  );
}
