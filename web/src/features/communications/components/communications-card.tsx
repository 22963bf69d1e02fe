import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { LoadError } from '@/components/feedback/load-error';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';

import { homeCommunications, homeCommunicationsQueryOptions } from '../api/communications';
import { communicationPath, pinnedFirst } from '../lib/communication-list';
import { communicationsPaths } from '../paths';

import { CommunicationMarks } from './communication-marks';

/** The home page's card of communications: the person's pinned ones and the unread ones meant
 *  for the news feed (from the first page of their list), each leading to its page; nothing when
 *  there are none. The home shows it once its data has settled (see ../home.ts). */
export function CommunicationsCard() {
  const { t } = useTranslation();
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
    <HomeCard
      title={t('communications.home.title')}
      seeAll={{ to: communicationsPaths.list, label: t('communications.home.seeAll') }}
    >
      <HomeLinkList
        label={t('communications.home.listLabel')}
        items={items}
        itemKey={(communication) => communication.id}
        itemTo={(communication) => communicationPath(communication.id)}
        renderItem={(communication) => (
          <>
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
          </>
        )}
      />
    </HomeCard>
  );
}
