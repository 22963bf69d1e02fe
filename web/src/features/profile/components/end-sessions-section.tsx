import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { FormError } from '@/components/form/form-error';
import { Panel } from '@/components/layout/panel';
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
    <Panel level={2} title={t('profile.security.title')} description={t('profile.security.body')}>
      <Button
        variant="outlined"
        color="error"
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.security.endAll')}
      </Button>
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
    </Panel>
  );
}
