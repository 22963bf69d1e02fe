import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';

export type CouponCodeProps = { code: string };

/** A coupon code to use elsewhere, with a button that copies it. */
export function CouponCode({ code }: CouponCodeProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography
        component="code"
        data-coupon-code
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          fontWeight: 700,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
      </Typography>
      <CopyButton
        text={code}
        label={t('catalog.codes.copy')}
        copiedLabel={t('catalog.codes.copied')}
        failedLabel={t('catalog.codes.copyFailed')}
        ariaLabel={t('catalog.codes.copyLabel', { code })}
      />
    </Stack>
  );
}
