import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Confidentiality } from '../api/surveys';

const ICONS = {
  anonymous: VisibilityOffOutlined,
  confidential: LockOutlined,
  attributed: PersonOutlined,
} as const;

/** A survey's confidentiality mode (SUR-12) as an icon and its short name ("Anónima"). */
export function ConfidentialityLabel({ mode }: { mode: Confidentiality }) {
  const { t } = useTranslation();
  const Icon = ICONS[mode];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" component="span">
        {t(`surveys.confidentiality.${mode}.name`)}
      </Typography>
    </Stack>
  );
}

/** What the mode means for the person answering, in plain words, before the first question. */
export function ConfidentialityExplained({ mode }: { mode: Confidentiality }) {
  const { t } = useTranslation();
  const Icon = ICONS[mode];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Icon aria-hidden sx={{ mt: 0.25, color: 'primary.main' }} />
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`surveys.confidentiality.${mode}.name`)}
        </Typography>
        <Typography color="text.secondary">
          {t(`surveys.confidentiality.${mode}.member`)}
        </Typography>
      </Stack>
    </Stack>
  );
}
