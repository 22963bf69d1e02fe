import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { requestsParams, requestsPaths } from '../paths';

import { MyRequestsTab } from './my-requests-tab';
import { NewRequestTab } from './new-request-tab';
import { ReviewingTab } from './reviewing-tab';

const REQUESTS_TABS = ['mine', 'new', 'reviewing'] as const;
type RequestsTab = (typeof REQUESTS_TABS)[number];

/** `/requests` "Solicitudes": "Mis solicitudes" (my requests and where they stand), "Nueva
 *  solicitud" (choose a type, fill in its form) and "Por revisar" (what waits for my decision, or
 *  what I decided); the tab in the address. Admins get a way into the console. */
export function RequestsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const asked = params.get(requestsParams.tab);
  const tab: RequestsTab = REQUESTS_TABS.find((entry) => entry === asked) ?? 'mine';
  useDocumentTitle(t('requests.page.title'));
  const tabId = (entry: RequestsTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  const go = (next: RequestsTab) =>
    setParams(next === 'mine' ? {} : { [requestsParams.tab]: next }, { replace: true });
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('requests.page.title')}</Typography>
          <Typography color="text.secondary">{t('requests.page.description')}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            component={RouterLink}
            to={requestsPaths.admin}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('requests.page.manage')}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: RequestsTab) => go(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('requests.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {REQUESTS_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`requests.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'mine' ? <MyRequestsTab onNew={() => go('new')} /> : null}
        {tab === 'new' ? <NewRequestTab /> : null}
        {tab === 'reviewing' ? <ReviewingTab /> : null}
      </Box>
    </Stack>
  );
}
