import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SectionHeader } from '@/components/layout/section-header';

import { adminPolicyQueryOptions, type CoveragePolicyAdmin } from '../api/admin-coverages';
import { PolicyStatusChip } from '../components/policy-status-chip';

import { PolicyDependants } from './policy-dependants';
import { PolicyEditor } from './policy-editor';

export type PolicyTab = 'policy' | 'dependants';

export type PolicyManageProps = {
  /** The policy open, or null for a new one. */
  policyId: number | null;
  tab: PolicyTab;
  onTab: (tab: PolicyTab) => void;
  onBack: () => void;
  onSaved: (saved: CoveragePolicyAdmin) => void;
};

/** One policy in the console: its editor and its dependants; or the form of a new one. */
export function PolicyManage({ policyId, tab, onTab, onBack, onSaved }: PolicyManageProps) {
  const { t } = useTranslation();
  const back = (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('coverages.admin.back')}
      </Button>
    </Box>
  );
  if (policyId === null)
    return (
      <Stack spacing={2}>
        {back}
        <SectionHeader
          title={t('coverages.admin.newTitle')}
          description={t('coverages.admin.newIntro')}
        />
        <PolicyEditor policy={null} onSaved={onSaved} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <ExistingPolicy policyId={policyId} tab={tab} onTab={onTab} onSaved={onSaved} />
    </Stack>
  );
}

function ExistingPolicy({
  policyId,
  tab,
  onTab,
  onSaved,
}: {
  policyId: number;
  tab: PolicyTab;
  onTab: (tab: PolicyTab) => void;
  onSaved: (saved: CoveragePolicyAdmin) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(adminPolicyQueryOptions(policyId));
  return (
    <ItemQueryContent
      known
      query={query}
      loading={<LoadingBlock label={t('coverages.admin.loadingOne')} />}
      notFound={<Typography>{t('coverages.admin.notFound')}</Typography>}
    >
      {(policy) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {policy.insurer} · {policy.plan_name}
            </Typography>
            <PolicyStatusChip status={policy.status} />
          </Stack>
          <Tabs
            value={tab}
            onChange={(_event, next: PolicyTab) => onTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('coverages.admin.tabsLabel')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {(['policy', 'dependants'] as const).map((entry) => (
              <Tab
                key={entry}
                value={entry}
                label={t(`coverages.admin.tabs.${entry}`)}
                id={`${id}-tab-${entry}`}
                aria-controls={`${id}-panel`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-tab-${tab}`}
            sx={{ minWidth: 0 }}
          >
            {tab === 'policy' ? (
              // Remounted on each save, so the form starts from what was saved.
              <PolicyEditor key={policy.updated_at} policy={policy} onSaved={onSaved} />
            ) : (
              <PolicyDependants policyId={policy.id} />
            )}
          </Box>
        </Stack>
      )}
    </ItemQueryContent>
  );
}
