import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

/** The way back from the recovery screens to the sign-in form. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={paths.login}
      variant="body2"
      underline="hover"
      sx={{ alignSelf: 'center' }}
    >
      {t('auth.recovery.backToLogin')}
    </Link>
  );
}
