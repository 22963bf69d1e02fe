// /complaints/anonymous: the complaints channel for anyone, signed in or not (CMP-4..6): what
// anonymity means, making a report, and following one with its receipt and passphrase. The
// page makes its calls without cookies or the session's token and keeps nothing in the address
// or the browser's storage; the app starts no third-party script on it (config/paths.ts,
// PRIVATE_PATHS).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ApiError } from '@/api/errors';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { fetchComplaintForm } from '../api/anonymous';
import { complaintKeys } from '../api/cases';
import { AnonymityNote } from '../components/anonymity-note';
import { FollowCase } from '../components/follow-case';
import { ReportFlow } from '../components/report-flow';
import { complaintsParams } from '../paths';

type View = 'report' | 'follow';

/** The channel is switched off for the organisation (or it has none on this host). */
const isOff = (error: unknown) =>
  error instanceof ApiError && (error.code === 'module_disabled' || error.status === 404);

export function AnonymousPage() {
  const { t } = useTranslation();
  // Reached inside an app that started elsewhere (a notification's link, the menu): its
  // analytics and session recording may be running. The page loads again on its own, where
  // the app starts none of them (app/main.tsx).
  const restart = document.documentElement.dataset.thirdParty === 'on';
  useLayoutEffect(() => {
    if (restart) window.location.reload();
  }, [restart]);
  useDocumentTitle(t('complaints.anonymous.title'));
  const [params] = useSearchParams();
  const signedIn = useAppStore((state) => Boolean(state.me.data));
  // Kinds, areas and the legal profile: nothing personal, no session sent.
  const form = useQuery({
    queryKey: complaintKeys.form(),
    queryFn: fetchComplaintForm,
    staleTime: 10 * 60_000,
    retry: (count, error) => !isOff(error) && count < 2,
  });
  const off = isOff(form.error);

  if (restart) return <LoadingBlock label={t('complaints.anonymous.loading')} />;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('complaints.anonymous.title')}
          </Typography>
          <Typography color="text.secondary">{t('complaints.anonymous.intro')}</Typography>
        </Stack>
        {off ? (
          <Alert severity="warning">{t('complaints.anonymous.off')}</Alert>
        ) : form.isPending ? (
          <LoadingBlock label={t('complaints.anonymous.loading')} />
        ) : (
          <AnonymousChannel
            areas={form.data?.areas ?? []}
            signedIn={signedIn}
            identified={params.get(complaintsParams.reportAs) === 'identified'}
          />
        )}
      </Stack>
    </Box>
  );
}

type ChannelProps = {
  areas: readonly { id: number; name: string }[];
  signedIn: boolean;
  identified: boolean;
};

/** The note on anonymity, then the two tabs: report, follow a case. */
function AnonymousChannel({ areas, signedIn, identified }: ChannelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState<View>('report');
  // The receipt just shown, to type it in for the person when they follow the case.
  const [receipt, setReceipt] = useState('');
  return (
    <>
      <AnonymityNote />
      <Tabs
        value={view}
        onChange={(_, next: View) => setView(next)}
        variant="fullWidth"
        aria-label={t('complaints.anonymous.tabs')}
      >
        <Tab
          value="report"
          label={t('complaints.anonymous.report')}
          id={`${id}-tab-report`}
          aria-controls={`${id}-panel-report`}
        />
        <Tab
          value="follow"
          label={t('complaints.anonymous.follow')}
          id={`${id}-tab-follow`}
          aria-controls={`${id}-panel-follow`}
        />
      </Tabs>
      {/* Both stay mounted: a draft is not lost by a look at the other tab. */}
      <Box
        role="tabpanel"
        id={`${id}-panel-report`}
        aria-labelledby={`${id}-tab-report`}
        hidden={view !== 'report'}
      >
        <ReportFlow
          areas={areas}
          signedIn={signedIn}
          initialIdentity={identified ? 'identified' : 'anonymous'}
          onFollow={(shown) => {
            setReceipt(shown);
            setView('follow');
          }}
        />
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-panel-follow`}
        aria-labelledby={`${id}-tab-follow`}
        hidden={view !== 'follow'}
      >
        <FollowCase key={receipt} initialReceipt={receipt} />
      </Box>
    </>
  );
}
