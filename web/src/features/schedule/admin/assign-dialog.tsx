import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { SelectInput } from '@/components/form/select-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { audienceDepartmentsQueryOptions } from '@/lib/calls/audience';

import { assignScheduleMutation, type WorkSchedule } from '../api/schedule';

type Who = 'people' | 'department';

/** Gives a schedule to people chosen by name or to a whole department, in one go (the server
 *  does it in one transaction). */
export function AssignDialog({
  schedule,
  onClose,
}: {
  schedule: WorkSchedule;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const describe = useApiErrorMessage();
  const [who, setWho] = useState<Who>('people');
  const [people, setPeople] = useState<PersonRef[]>([]);
  const [department, setDepartment] = useState('');
  const [tried, setTried] = useState(false);
  const departments = useQuery({
    ...audienceDepartmentsQueryOptions(),
    enabled: who === 'department',
  });
  const assign = useMutation(assignScheduleMutation());

  const missing = who === 'people' ? people.length === 0 : department === '' ? true : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    assign.mutate(
      who === 'people'
        ? { schedule_id: schedule.id, user_ids: people.map((person) => person.id) }
        : { schedule_id: schedule.id, department_id: Number(department) },
      {
        onSuccess: ({ assigned }) => {
          showToast(t('schedule.assign.done', { count: assigned, name: schedule.name }), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('schedule.assign.title', { name: schedule.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('schedule.assign.intro')}</DialogContentText>
            <RadioGroup
              aria-label={t('schedule.assign.whoLabel')}
              value={who}
              onChange={(event) => setWho(event.target.value as Who)}
            >
              <FormControlLabel
                value="people"
                control={<Radio />}
                label={t('schedule.assign.people')}
              />
              <FormControlLabel
                value="department"
                control={<Radio />}
                label={t('schedule.assign.department')}
              />
            </RadioGroup>
            {who === 'people' ? (
              <PeoplePicker
                id={`${id}-people`}
                label={t('schedule.assign.peopleLabel')}
                multiple
                variant="contact"
                value={people}
                onChange={setPeople}
                error={tried && missing ? t('schedule.assign.pickPeople') : undefined}
              />
            ) : (
              <SelectInput
                id={`${id}-department`}
                label={t('schedule.assign.departmentLabel')}
                value={department}
                onChange={(event) => setDepartment(event.target.value)}
                error={tried && missing}
                helperText={tried && missing ? t('schedule.assign.pickDepartment') : undefined}
                options={[
                  { value: '', label: t('schedule.assign.chooseDepartment') },
                  ...(departments.data ?? []).map((entry) => ({
                    value: String(entry.id),
                    label: entry.name,
                  })),
                ]}
              />
            )}
            {assign.isError ? <Alert severity="error">{describe(assign.error)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('schedule.editor.cancel')}</Button>
          <Button type="submit" variant="contained" loading={assign.isPending}>
            {t('schedule.assign.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
