import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { DistributePanel } from './distribute-panel';
import { ExtraPointsPanel } from './extra-points-panel';
import { OutputsPanel } from './outputs-panel';
import { RulesPanel } from './rules-panel';
import { TransferPanel } from './transfer-panel';

/** Points budgets: distribute, allowance rules, extra points, transfers and the outputs report. */
export function BudgetsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.budgets.title'));
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('admin.budgets.title')}
        description={t('admin.budgets.description')}
      />
      <DistributePanel />
      <RulesPanel />
      <ExtraPointsPanel />
      <TransferPanel />
      <OutputsPanel />
    </Stack>
  );
}
