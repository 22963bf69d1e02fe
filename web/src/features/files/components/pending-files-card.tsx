import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';

import { homePendingFilesQueryOptions } from '../api/files';
import { fileLink } from '../lib/links';

/** The home's "Documentos por confirmar" (the oldest few), each leading to its page; nothing
 *  when none waits or they cannot be read (the home has other things to show). */
export function PendingFilesCard() {
  const { t } = useTranslation();
  const query = useQuery(homePendingFilesQueryOptions());
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HomeCard
      title={t('files.home.title')}
      seeAll={{ to: `${paths.files}?tab=pending`, label: t('files.home.seeAll') }}
      testId="pending-files-card"
    >
      <HomeLinkList
        label={t('files.home.listLabel')}
        items={items}
        itemKey={(file) => file.id}
        itemTo={(file) => fileLink(file.id)}
        renderItem={(file) => (
          <>
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {t('files.home.item', { folder: file.folder_name, number: file.version_number })}
            </Typography>
          </>
        )}
      />
    </HomeCard>
  );
}
