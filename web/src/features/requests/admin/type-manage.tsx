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
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';

import { adminTypeQueryOptions, type AdminRequestTypeDetail } from '../api/admin-requests';
import { useRequestFormat } from '../lib/request-words';
import { typeStatusKey } from '../lib/type-status';

import { TypeEditor } from './type-editor';
import { TypeStatusActions } from './type-status-actions';

export type TypeManageProps = {
  /** The type open, or null for a new one. */
  typeId: number | null;
  onBack: () => void;
  onSaved: (saved: AdminRequestTypeDetail) => void;
};

/** One request type in the console: its name, state with "Archivar" / "Reactivar", its pending
 *  requests and the editor; or the editor of a new one. */
export function TypeManage({ typeId, onBack, onSaved }: TypeManageProps) {
  const { t } = useTranslation();
  const back = (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={onBack}>
        {t('requests.admin.back')}
      </Button>
    </Box>
  );
  if (typeId === null)
    return (
      <Stack spacing={2}>
        {back}
        <SectionHeader
          title={t('requests.admin.editor.newTitle')}
          description={t('requests.admin.editor.newIntro')}
        />
        <TypeEditor type={null} onSaved={onSaved} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {back}
      <ExistingType typeId={typeId} onSaved={onSaved} />
    </Stack>
  );
}

function ExistingType({
  typeId,
  onSaved,
}: {
  typeId: number;
  onSaved: (saved: AdminRequestTypeDetail) => void;
}) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const numbers = useNumberFormat();
  const query = useQuery(adminTypeQueryOptions(typeId));
  return (
    <ItemQueryContent
      known
      query={query}
      loading={<LoadingBlock label={t('requests.admin.loadingType')} />}
      notFound={<Typography>{t('requests.admin.notFound')}</Typography>}
    >
      {(type) => (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {format.typeName(type)}
              </Typography>
              <StatusChip
                label={t(typeStatusKey(type.status))}
                current={type.status === 'active'}
                color={type.status === 'active' ? 'success' : 'default'}
              />
            </Stack>
            <TypeStatusActions type={type} size="medium" />
          </Stack>
          <Typography color="text.secondary">
            {t('requests.admin.editor.pending', {
              count: type.pending,
              formatted: numbers.number(type.pending),
            })}
          </Typography>
          {/* Remounted on each new form version: the editor starts from what was saved. */}
          <TypeEditor key={type.form.version} type={type} onSaved={onSaved} />
        </Stack>
      )}
    </ItemQueryContent>
  );
}
