import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { myPoliciesQueryOptions } from '../api/coverages';
import { DependantsPanel } from '../components/dependants-panel';
import { PolicyCard } from '../components/policy-card';
import { coveragesPaths } from '../paths';

/** `/coverages` "Coberturas": the insurance policies that cover me, each with its coverage table,
 *  how to claim a refund, whom to call and its documents; and my dependants, kept for all my
 *  policies, every change approved by HR. Nothing clinical is kept. Admins get a way into the
 *  console. */
export function CoveragesPage() {
  const { t } = useTranslation();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const query = useQuery(myPoliciesQueryOptions());
  useDocumentTitle(t('coverages.page.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('coverages.page.title')}</Typography>
          <Typography color="text.secondary">{t('coverages.page.description')}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            component={RouterLink}
            to={coveragesPaths.admin}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('coverages.page.manage')}
          </Button>
        ) : null}
      </Stack>
      <Alert severity="info" variant="outlined">
        {t('coverages.page.privacy')}
      </Alert>
      <QueryContent
        query={query}
        loadingLabel={t('coverages.page.loading')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon="🛡️"
            title={t('coverages.page.empty')}
            body={t('coverages.page.emptyBody')}
          />
        }
      >
        {(policies) => (
          <Stack
            component="ul"
            spacing={2}
            aria-label={t('coverages.page.listLabel', { count: policies.length })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {policies.map((policy) => (
              <li key={policy.id}>
                <PolicyCard policy={policy} />
              </li>
            ))}
          </Stack>
        )}
      </QueryContent>
      <DependantsPanel />
    </Stack>
  );
}
