import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';

import { psyRoleQueryOptions } from '../api/psychosocial';
import { MyApplications } from '../components/my-applications';
import { ReferralsPanel } from '../components/referrals-panel';
import { PSY_TABS, TAB_PARAM, type PsyTab } from '../lib/tabs';

/** `/psychosocial`: "Cuestionarios NOM-035", the person's applications with what is left; and,
 *  for occupational-health staff alone, the tab "Canalizaciones" (`?tab=referrals`, where the
 *  psychosocial_referral notification leads). */
export function PsychosocialPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const role = useQuery(psyRoleQueryOptions());
  useDocumentTitle(t('psychosocial.page.title'));
  const staff = role.data?.health_staff === true;
  const tabs: readonly PsyTab[] = staff ? PSY_TABS : ['mine'];
  const asked = params.get(TAB_PARAM);
  const tab: PsyTab = tabs.find((entry) => entry === asked) ?? 'mine';
  const tabId = (entry: PsyTab) => `${id}-tab-${entry}`;
  const pending = role.data?.pending_referrals ?? 0;
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('psychosocial.page.title')}</Typography>
        <Typography color="text.secondary">{t('psychosocial.page.description')}</Typography>
      </Stack>
      {tabs.length > 1 ? (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_event, next: PsyTab) =>
              setParams(next === 'mine' ? {} : { [TAB_PARAM]: next }, { replace: true })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('psychosocial.page.tabsLabel')}
          >
            {tabs.map((entry) => (
              <Tab
                key={entry}
                value={entry}
                id={tabId(entry)}
                aria-controls={`${id}-panel`}
                label={
                  entry === 'referrals' && pending > 0
                    ? t('psychosocial.page.referralsPending', { count: pending })
                    : t(`psychosocial.page.tabs.${entry}`)
                }
              />
            ))}
          </Tabs>
        </Box>
      ) : null}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={tabs.length > 1 ? tabId(tab) : undefined}
      >
        {tab === 'referrals' ? <ReferralsPanel /> : <MyApplications />}
      </Box>
    </Stack>
  );
}
