import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';

/** Clears the session, then goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useAppStore((state) => state.logout);

  useEffect(() => {
    logout();
    void navigate(paths.login, { replace: true });
  }, [logout, navigate]);

  return (
    <Box component="main" sx={{ p: 4 }}>
      <Typography role="status">{t('auth.logout.inProgress')}</Typography>
    </Box>
  );
}
