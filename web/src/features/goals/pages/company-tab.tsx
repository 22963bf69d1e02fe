import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GoalTree } from '../components/goal-tree';
import { PeriodPicker, type PeriodValue } from '../components/period-picker';

/** "Compañía": the alignment tree, roots first, each goal's children on demand. */
export function CompanyTab() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodValue>({ preset: 'any', from: '', to: '' });
  return (
    <Stack spacing={2}>
      <PeriodPicker
        label={t('goals.filters.period')}
        value={period}
        onChange={setPeriod}
        allowAny
      />
      <Typography variant="body2" color="text.secondary">
        {t('goals.tree.help')}
      </Typography>
      <GoalTree period={{ from: period.from || undefined, to: period.to || undefined }} />
    </Stack>
  );
}
