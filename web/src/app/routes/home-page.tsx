import Box from '@mui/material/Box';
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
  /** What follows the greeting: the modules' cards (the composer, today's communications). */
  top?: ReactNode;
  /** Then the recognition feed. */
  main?: ReactNode;
  /** The right rail at 1200 px and wider (balances, top recognisers, trending values, today's
   *  celebrations); below, the same cards fold into the column between `top` and `main`. */
  rail?: ReactNode;
  /** Whether `main` holds the feed; without it, the greeting sums up what awaits the user. */
  hasFeed?: boolean;
};

/** The signed-in home: a compact greeting, the modules' cards, then the recognition feed, with
 *  a right rail at wide screens. Without the feed, the greeting sums up what awaits the user. */
export function HomePage({ top, main, rail, hasFeed = false }: HomePageProps) {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  const orgName = useQuery(brandingQueryOptions()).data?.org_name;
  useDocumentTitle(t('home.pageTitle'), orgName);

  if (!me) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mx: 'auto',
        maxWidth: { xs: 760, lg: 1128 },
        // The column gives way first (the frame's side menu takes part of 1200 px); the rail
        // keeps its 320 px.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 760px) 320px' },
        justifyContent: 'center',
        // Rows: greeting, cards, rail (its own row only below 1200 px), feed; at 1200 px the
        // rail spans the column's rows, and the feed's row takes whatever height is left.
        gridTemplateAreas: {
          xs: '"header" "top" "rail" "main"',
          lg: '"header rail" "top rail" "main rail"',
        },
        gridTemplateRows: { lg: 'auto auto 1fr' },
      }}
    >
      <Stack spacing={0.5} component="header" sx={{ gridArea: 'header', minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {t('home.greeting', { name: me.full_name })}
        </Typography>
        <Typography color="text.secondary">
          {orgName ? t('home.welcome', { org: orgName }) : t('home.welcomeNoOrg')}
        </Typography>
      </Stack>
      {top ? (
        <Stack spacing={3} sx={{ gridArea: 'top', minWidth: 0 }}>
          {top}
        </Stack>
      ) : null}
      {rail ? (
        <Stack
          component="aside"
          aria-label={t('home.railLabel')}
          spacing={2}
          data-testid="home-rail"
          sx={{ gridArea: 'rail', minWidth: 0, alignSelf: 'start' }}
        >
          {rail}
        </Stack>
      ) : null}
      {main ? <Box sx={{ gridArea: 'main', minWidth: 0 }}>{main}</Box> : null}
      {hasFeed ? null : <HomeSummary />}
    </Box>
  );
}

/** Without the feed: what awaits the user. The counts are read here, not by the page, so that
 *  a count changing while the home's cards render does not make React redo the page at once. */
function HomeSummary() {
  const { t } = useTranslation();
  const notificationsCount = useAppStore((state) => state.notificationsCount);
  const pendingSurveyCount = useAppStore((state) => state.pendingSurveyCount);
  return (
    <Card
      component="section"
      aria-labelledby="home-summary-title"
      variant="outlined"
      sx={{ gridArea: 'main', alignSelf: 'start' }}
    >
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
  );
}
