import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { supportInfoQueryOptions } from '../api/support';
import { MyMessages } from '../components/my-messages';
import { SupportForm } from '../components/support-form';
import { pageOfOrigin } from '../lib/support-form';
import { supportPaths } from '../paths';

/** `/support`: the contact form that mails the organisation's support address (or, while it has
 *  none, a note saying so, with the console's link for admins), and "Mis mensajes". */
export function SupportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.page.title'));
  const location = useLocation();
  const admin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const info = useQuery(supportInfoQueryOptions());
  // Read once: the page the person came from (a link's state, else the referrer of this app).
  const [origin] = useState(() =>
    pageOfOrigin(location.state, document.referrer, window.location.origin, paths.support),
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('support.page.title')}</Typography>
        <Typography color="text.secondary">{t('support.page.lead')}</Typography>
      </Stack>
      {info.isPending ? (
        <LoadingBlock label={t('support.page.loading')} />
      ) : info.isError ? (
        <LoadError
          error={info.error}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : info.data.configured ? (
        <SupportForm info={info.data} page={origin} />
      ) : (
        <Alert severity="info">
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <span>
              {admin ? t('support.page.notConfiguredAdmin') : t('support.page.notConfigured')}
            </span>
            {admin ? (
              <Button
                component={RouterLink}
                to={supportPaths.admin}
                variant="outlined"
                size="small"
              >
                {t('support.page.setAddress')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      )}
      <MyMessages />
    </Stack>
  );
}
