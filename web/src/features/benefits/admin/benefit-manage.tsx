import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';

import { adminBenefitQueryOptions, type BenefitAdmin } from '../api/admin-benefits';
import { BenefitStatusChip } from '../components/benefit-status-chip';

import { BenefitEditor } from './benefit-editor';
import { StatusActions } from './status-actions';
import { VersionsList } from './versions-list';

export type BenefitManageProps = {
  /** The benefit open, or null for a new one. */
  benefitId: number | null;
  onBack: () => void;
  onSaved: (saved: BenefitAdmin) => void;
};

/** One benefit in the console: its status with the steps it allows, its counters, the full
 *  form, and its versions; or the form of a new one. */
export function BenefitManage({ benefitId, onBack, onSaved }: BenefitManageProps) {
  const { t } = useTranslation();
  const back = (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('benefits.admin.back')}
      </Button>
    </Box>
  );
  if (benefitId === null)
    return (
      <Stack spacing={2}>
        {back}
        <SectionHeader
          title={t('benefits.admin.newTitle')}
          description={t('benefits.admin.newIntro')}
        />
        <BenefitEditor benefit={null} onSaved={onSaved} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <ExistingBenefit benefitId={benefitId} onSaved={onSaved} />
    </Stack>
  );
}

function ExistingBenefit({
  benefitId,
  onSaved,
}: {
  benefitId: number;
  onSaved: (saved: BenefitAdmin) => void;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(adminBenefitQueryOptions(benefitId));
  return (
    <ItemQueryContent
      known
      query={query}
      loading={<LoadingBlock label={t('benefits.admin.loadingOne')} />}
      notFound={<Typography>{t('benefits.admin.notFound')}</Typography>}
    >
      {(benefit) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {benefit.title}
              </Typography>
              <BenefitStatusChip status={benefit.status} />
            </Stack>
            <StatusActions benefit={benefit} size="medium" />
          </Stack>
          <Typography color="text.secondary">
            {t('benefits.admin.counters.line', {
              eligible: format.number(benefit.counters.eligible),
              pending: format.number(benefit.counters.pending),
              approved: format.number(benefit.counters.approved),
              rejected: format.number(benefit.counters.rejected),
            })}
          </Typography>
          {/* Remounted on each new version, so the form starts from what was saved. */}
          <BenefitEditor key={benefit.version} benefit={benefit} onSaved={onSaved} />
          <Stack spacing={1} component="section" aria-labelledby="benefit-versions">
            <Typography id="benefit-versions" variant="h3" component="h3">
              {t('benefits.admin.versions.title')}
            </Typography>
            <VersionsList versions={benefit.versions} />
          </Stack>
        </Stack>
      )}
    </ItemQueryContent>
  );
}
