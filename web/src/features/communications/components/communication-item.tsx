import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';

import type { Communication } from '../api/communications';
import { communicationPath } from '../lib/communication-list';

import { CommunicationMarks } from './communication-marks';

export type CommunicationItemProps = { communication: Communication };

/** One communication of a list: its title (bold while unread), who sent it and when, what
 *  stands out about it; it opens its page. */
export function CommunicationItem({ communication }: CommunicationItemProps) {
  const { t } = useTranslation();
  const unread = communication.read_at === null;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={communicationPath(communication.id)}
        sx={{
          display: 'block',
          py: 1.5,
          borderLeft: 4,
          borderColor: communication.pinned ? 'primary.main' : 'transparent',
          bgcolor: unread ? 'action.hover' : 'transparent',
        }}
      >
        <Stack spacing={0.5}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {communication.title}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {t('communications.from', { author: communication.author.full_name })}
            <Box component="span" aria-hidden>
              {' · '}
            </Box>
            <DateText value={communication.created_at} />
          </Typography>
          <CommunicationMarks communication={communication} />
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
