import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';

import { homeCommunications, homeCommunicationsQueryOptions } from '../api/communications';
import { communicationPath, pinnedFirst } from '../lib/communication-list';
import { communicationsPaths } from '../paths';

import { CommunicationMarks } from './communication-marks';

/** The home page's card of communications: the person's pinned ones and the unread ones meant
 *  for the news feed (from the first page of their list), each leading to its page; nothing when
 *  there are none. The home shows it once its data has settled (see ../home.ts). */
export function CommunicationsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(homeCommunicationsQueryOptions());
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = pinnedFirst(homeCommunications(query.data));
  if (items.length === 0) return null;

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography id={titleId} variant="h2">
            {t('communications.home.title')}
          </Typography>
          <Link component={RouterLink} to={communicationsPaths.list} underline="hover">
            {t('communications.home.seeAll')}
          </Link>
        </Stack>
        <List aria-label={t('communications.home.listLabel')} sx={{ mt: 1 }} disablePadding>
          {items.map((communication) => (
            <ListItem key={communication.id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={communicationPath(communication.id)}
                sx={{ display: 'block', px: 1, py: 1 }}
              >
                <Typography
                  component="span"
                  sx={{
                    display: 'block',
                    fontWeight: communication.read_at === null ? 700 : 500,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {communication.title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  <DateText value={communication.created_at} />
                </Typography>
                <CommunicationMarks communication={communication} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
