import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { brandingQueryOptions } from '@/lib/calls/org';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

export type HomePageProps = {
  /** What follows the greeting: other modules' cards (today's celebrations) and the recognition
   *  feed, as the app layer composes them. */
  main?: ReactNode;
  /** Whether `main` holds the feed; without it, the greeting sums up what awaits the user. */
  hasFeed?: boolean;
};

/** The signed-in home: a compact greeting, other modules' cards, then the recognition feed.
 *  Without the feed, the greeting sums up what awaits the user. */
export function HomePage({ main, hasFeed = false }: HomePageProps) {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  const notificationsCount = useAppStore((state) => state.notificationsCount);
  const pendingSurveyCount = useAppStore((state) => state.pendingSurveyCount);
  const orgName = useQuery(brandingQueryOptions()).data?.org_name;
  useDocumentTitle(t('home.pageTitle'), orgName);

  if (!me) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack spacing={0.5} component="header">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {t('home.greeting', { name: me.full_name })}
        </Typography>
        <Typography color="text.secondary">
          {orgName ? t('home.welcome', { org: orgName }) : t('home.welcomeNoOrg')}
        </Typography>
      </Stack>
      {main}
      {hasFeed ? null : (
        <Card component="section" aria-labelledby="home-summary-title" variant="outlined">
          <CardContent>
            <Typography id="home-summary-title" variant="h2" sx={{ mb: 1.5 }}>
              {t('home.summaryTitle')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              <Typography component="li">
                {t('home.notifications', { count: notificationsCount })}
              </Typography>
              <Typography component="li">
                {t('home.pendingSurveys', { count: pendingSurveyCount })}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
