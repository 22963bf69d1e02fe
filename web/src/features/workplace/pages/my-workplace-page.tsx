// "Mi centro de trabajo" (/workplace): one's own site with every detail and its local time, the
// other modules' facts about the person (the profile's `public.about` parts: the working hours of
// the schedule module while it is on), and who works there. The route loads those parts with the
// page (lazyProfileRoute in module.ts); the module switched off is the route's own page.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import type { ProfileSectionsProps } from '@/lib/modules/registry';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { personSiteQueryOptions } from '../api/workplace';
import { ColleaguesPanel } from '../components/colleagues-panel';
import { SiteCard } from '../components/site-card';

/** The other modules' parts about the person, while their module is on (this module's own part
 *  repeats the site, which the page shows whole). */
function useAboutParts({ sections }: ProfileSectionsProps) {
  const services = useAppStore((state) => state.services);
  return sections.flatMap((section) =>
    section.place === 'public.about' &&
    section.module !== 'workplace' &&
    (section.module === null || services[section.module])
      ? [section]
      : [],
  );
}

export function MyWorkplacePage({ sections }: ProfileSectionsProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('workplace.page.title'));
  const userId = useAppStore((state) => state.me.data?.id ?? 0);
  const site = useQuery({ ...personSiteQueryOptions(userId), enabled: userId > 0 });
  const about = useAboutParts({ sections });
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('workplace.page.title')}</Typography>
        <Typography color="text.secondary">{t('workplace.page.lead')}</Typography>
      </Stack>
      <QueryContent
        query={site}
        loadingLabel={t('workplace.page.loading')}
        isEmpty={(data) => data.site === null}
        empty={
          <EmptyState
            icon="🏢"
            title={t('workplace.page.none.title')}
            body={t('workplace.page.none.body')}
          />
        }
      >
        {({ site: mine }) =>
          mine === null ? null : (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                alignItems: 'start',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  lg: 'minmax(0, 5fr) minmax(0, 7fr)',
                },
              }}
            >
              <Stack spacing={3} sx={{ minWidth: 0 }}>
                <SiteCard site={mine} />
                {about.map(({ id, Component }) => (
                  <Component key={id} userId={userId} />
                ))}
              </Stack>
              <ColleaguesPanel siteName={mine.name} />
            </Box>
          )
        }
      </QueryContent>
    </Stack>
  );
}
