import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormError } from '@/components/form/form-error';
import { paths } from '@/config/paths';

import { endAllSessions } from '../api/sessions';

/** "Log out everywhere": after a lost phone or a shared computer, every session ends (this one
 *  too) and the person signs in again. */
export function EndSessionsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => void navigate(paths.logout, { replace: true }),
  });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="security-title" sx={{ p: 2.5 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id="security-title" variant="h2">
          {t('profile.security.title')}
        </Typography>
        <Typography color="text.secondary">{t('profile.security.body')}</Typography>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          {t('profile.security.endAll')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('profile.security.confirmTitle')}
        body={t('profile.security.confirmBody')}
        confirmLabel={t('profile.security.confirm')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={mutation.isPending}
        error={<FormError error={mutation.error} />}
        onConfirm={() => mutation.mutate()}
        onCancel={() => {
          mutation.reset();
          setAsking(false);
        }}
      />
    </Paper>
  );
}
