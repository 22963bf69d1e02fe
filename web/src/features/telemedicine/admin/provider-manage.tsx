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

import {
  adminProviderQueryOptions,
  type TelemedicineProviderAdmin,
} from '../api/admin-telemedicine';
import { ProviderStatusChip } from '../components/provider-status-chip';

import { ProviderEditor } from './provider-editor';
import { StatusActions } from './status-actions';

export type ProviderManageProps = {
  /** The provider open, or null for a new one. */
  providerId: number | null;
  onBack: () => void;
  onSaved: (saved: TelemedicineProviderAdmin) => void;
};

/** One provider in the console: its status with the steps it allows and the full form; or the
 *  form of a new one. */
export function ProviderManage({ providerId, onBack, onSaved }: ProviderManageProps) {
  const { t } = useTranslation();
  const back = (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('telemedicine.admin.back')}
      </Button>
    </Box>
  );
  if (providerId === null)
    return (
      <Stack spacing={2}>
        {back}
        <SectionHeader
          title={t('telemedicine.admin.newTitle')}
          description={t('telemedicine.admin.newIntro')}
        />
        <ProviderEditor provider={null} onSaved={onSaved} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <ExistingProvider providerId={providerId} onSaved={onSaved} />
    </Stack>
  );
}

function ExistingProvider({
  providerId,
  onSaved,
}: {
  providerId: number;
  onSaved: (saved: TelemedicineProviderAdmin) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminProviderQueryOptions(providerId));
  return (
    <ItemQueryContent
      known
      query={query}
      loading={<LoadingBlock label={t('telemedicine.admin.loadingOne')} />}
      notFound={<Typography>{t('telemedicine.admin.notFound')}</Typography>}
    >
      {(provider) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {provider.name}
              </Typography>
              <ProviderStatusChip status={provider.status} />
            </Stack>
            <StatusActions provider={provider} size="medium" />
          </Stack>
          {/* Remounted on each save, so the form starts from what was saved. */}
          <ProviderEditor key={provider.updated_at} provider={provider} onSaved={onSaved} />
        </Stack>
      )}
    </ItemQueryContent>
  );
}
