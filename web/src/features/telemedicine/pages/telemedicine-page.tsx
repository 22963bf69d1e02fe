import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { telemedicineQueryOptions } from '../api/telemedicine';
import { ProviderCard } from '../components/provider-card';
import { telemedicineParams, telemedicinePaths } from '../paths';

/** `/telemedicine` "Telemedicina": the providers open to me (telemedicine, psychological support,
 *  nutrition…) with every way to reach them, and what Aplauso keeps of it (nothing clinical, no
 *  names: only how many times each is opened). A care offer leads here with its provider marked
 *  (`?provider=<id>`). Admins get a way into the console. */
export function TelemedicinePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const query = useQuery(telemedicineQueryOptions());
  const marked = Number(params.get(telemedicineParams.provider));
  useDocumentTitle(t('telemedicine.page.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('telemedicine.page.title')}</Typography>
          <Typography color="text.secondary">{t('telemedicine.page.description')}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            component={RouterLink}
            to={telemedicinePaths.admin}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('telemedicine.page.manage')}
          </Button>
        ) : null}
      </Stack>
      <Alert severity="info" variant="outlined">
        {t('telemedicine.page.privacy')}
      </Alert>
      <QueryContent
        query={query}
        loadingLabel={t('telemedicine.page.loading')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon="🩺"
            title={t('telemedicine.page.empty')}
            body={t('telemedicine.page.emptyBody')}
          />
        }
      >
        {(providers) => (
          <Box
            component="ul"
            aria-label={t('telemedicine.page.listLabel', { count: providers.length })}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
            }}
          >
            {providers.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} highlighted={provider.id === marked} />
              </li>
            ))}
          </Box>
        )}
      </QueryContent>
    </Stack>
  );
}
