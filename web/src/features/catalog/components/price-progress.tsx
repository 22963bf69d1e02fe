import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { affordability } from '../lib/affordability';

export type PriceProgressProps = { balance: number; price: number };

/** How far the member's points go towards a price: a bar and "Te faltan 120 puntos", or that
 *  their points cover it. */
export function PriceProgress({ balance, price }: PriceProgressProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { affordable, missing, percent } = affordability(balance, price);
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={affordable ? 'success' : 'primary'}
        aria-label={t('catalog.progress.label')}
      />
      <Typography
        variant="body2"
        sx={{ color: affordable ? 'success.dark' : 'text.secondary', fontWeight: 500 }}
      >
        {affordable
          ? t('catalog.progress.affordable')
          : t('catalog.progress.missing', { count: missing, formatted: format.number(missing) })}
      </Typography>
    </Stack>
  );
}
