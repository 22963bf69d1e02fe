import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateTimeText } from '@/components/date-text';
import { showToast } from '@/components/toast/toast';

import { acknowledgeFileMutation, type FileDetail } from '../api/files';
import { shortHash } from '../lib/file-rules';
import { useFilesErrorMessage } from '../lib/use-files-error';

/** FIL-3: "Confirma que leíste la versión N" with "Confirmar lectura", or, once confirmed, when
 *  and which version with the fingerprint the server kept. A newer version since the last
 *  confirmation asks again. */
export function AckBanner({ file }: { file: FileDetail }) {
  const { t } = useTranslation();
  const describe = useFilesErrorMessage();
  const titleId = useId();
  const confirm = useMutation(acknowledgeFileMutation(file.id));
  const mine = file.my_acknowledgement;
  const current = mine !== null && mine.version_id === file.current.id;
  if (!file.requires_ack) return null;
  if (current) {
    return (
      <Alert
        severity="success"
        role="status"
        icon={<TaskAltOutlined />}
        data-testid="ack-confirmed"
      >
        {t('files.ack.confirmedPrefix')} <DateTimeText value={mine.confirmed_at} />{' '}
        {t('files.ack.confirmedSuffix', {
          number: mine.version_number,
          hash: shortHash(mine.sha256),
        })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      data-testid="ack-request"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={titleId}>{t('files.ack.title', { number: file.current.number })}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>
          {mine
            ? t('files.ack.newVersion', { previous: mine.version_number })
            : t('files.ack.body')}
        </span>
        {confirm.error ? <span role="alert">{describe(confirm.error)}</span> : null}
        <Button
          variant="contained"
          color="warning"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(file.current.id, {
              onSuccess: () => showToast(t('files.ack.done'), 'success'),
            })
          }
        >
          {t('files.ack.confirm')}
        </Button>
      </Stack>
    </Alert>
  );
}
