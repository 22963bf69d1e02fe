import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { DateInput } from '@/components/form/date-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { refreshAdminTasks, startRun, type TaskTemplate } from '../api/admin-tasks';
import { taskErrorText } from '../lib/task-error';

import { templateName } from './template-name';

/** "Iniciar para…": a run of a template for one person (its subject), anchored on a day (today
 *  when empty); a run already started for the same person and day is refused (409 run_exists). */
export function StartRunDialog({
  template,
  onClose,
}: {
  template: TaskTemplate;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [subject, setSubject] = useState<PersonRef | null>(null);
  const [anchor, setAnchor] = useState('');
  const [missing, setMissing] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      startRun(template.id, {
        subject_id: subject?.id ?? 0,
        ...(/^\d{4}-\d{2}-\d{2}$/.test(anchor) ? { anchor_on: anchor } : {}),
      }),
    onSuccess: async () => {
      await refreshAdminTasks(client);
      onClose();
    },
  });
  const fields = start.error instanceof ApiError ? start.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(subject === null);
    if (subject !== null) start.mutate();
  };
  return (
    <Dialog
      open
      onClose={start.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t('tasks.admin.run.title', { name: templateName(template, i18n.language) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t('tasks.admin.run.intro')}</Typography>
            <PeoplePicker
              id={`${id}-subject`}
              label={t('tasks.admin.run.subject')}
              required
              value={subject}
              onChange={setSubject}
              error={missing ? t('tasks.admin.run.subjectRequired') : fields.subject_id}
            />
            <DateInput
              id={`${id}-anchor`}
              label={t(`tasks.admin.run.anchor.${template.anchor}`)}
              value={anchor}
              onChange={setAnchor}
              helperText={fields.anchor_on ?? t(`tasks.admin.run.anchorHelp.${template.anchor}`)}
              error={Boolean(fields.anchor_on)}
            />
            {start.isError && Object.keys(fields).length === 0 ? (
              <Alert severity="error">{taskErrorText(t, start.error, errorMessage)}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={start.isPending}>
            {t('tasks.admin.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {t('tasks.admin.run.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
