import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { formatDate, isCurrentDay } from '@/lib/format-date';

import { ownDeletionRequestQueryOptions, type DeletionRequest } from '../api/deletion-request';

import { DeletionRequestDialog } from './deletion-request-dialog';

/** "Delete my account": asks the organisation's admins to erase the account and its personal
 *  data; while the request is open, when it was sent. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const query = useQuery(ownDeletionRequestQueryOptions());
  return (
    <Panel
      level={2}
      title={t('profile.deletion.title')}
      description={t('profile.deletion.description')}
    >
      <QueryContent query={query} loadingLabel={t('profile.deletion.loading')}>
        {({ request }) =>
          request ? (
            <PendingRequest request={request} />
          ) : (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setAsking(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('profile.deletion.request')}
            </Button>
          )
        }
      </QueryContent>
      {asking ? <DeletionRequestDialog onClose={() => setAsking(false)} /> : null}
    </Panel>
  );
}

function PendingRequest({ request }: { request: DeletionRequest }) {
  const { t, i18n } = useTranslation();
  const sent = isCurrentDay(request.created_at)
    ? t('profile.deletion.pendingToday')
    : t('profile.deletion.pending', {
        date: formatDate(request.created_at, {
          language: i18n.language,
          todayLabel: t('dates.today'),
        }),
      });
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{sent}</AlertTitle>
      {t('profile.deletion.pendingBody')}
    </Alert>
  );
}
