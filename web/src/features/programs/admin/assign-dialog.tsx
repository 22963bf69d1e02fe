import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { DateInput } from '@/components/form/date-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';

import { assignMutation } from '../api/admin-programs';
import type { Program } from '../api/programs';
import { useProgramErrorMessage } from '../lib/use-program-error';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "Asignar" (PRG-3): people, departments and groups who must complete the program by a day;
 *  each newly assigned person is told, and reminded before the day. Someone already assigned
 *  keeps their assignment with the new day. */
export function AssignDialog({
  program,
  onClose,
}: {
  program: Pick<Program, 'id' | 'title'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const describe = useProgramErrorMessage();
  const [people, setPeople] = useState<PersonRef[]>([]);
  const [departments, setDepartments] = useState<number[]>([]);
  const [groups, setGroups] = useState<number[]>([]);
  const [dueOn, setDueOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useMutation(assignMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (people.length + departments.length + groups.length === 0) {
      setProblem(t('programs.admin.assign.errors.nobody'));
      return;
    }
    if (!DAY.test(dueOn)) {
      setProblem(t('programs.admin.assign.errors.due'));
      return;
    }
    setProblem(null);
    assign.mutate(
      {
        program_id: program.id,
        user_ids: people.map((person) => person.id),
        department_ids: departments,
        group_ids: groups,
        due_on: dueOn,
      },
      {
        onSuccess: (result) => {
          showToast(
            t('programs.admin.assign.done', { count: result.assigned, updated: result.updated }),
            'success',
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={assign.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-title`}>
        {t('programs.admin.assign.title', { title: program.title })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={`${id}-form`} spacing={2} onSubmit={submit} noValidate>
          <Typography>{t('programs.admin.assign.intro')}</Typography>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {assign.error ? (
            <Alert severity="error" role="alert">
              {describe(assign.error)}
            </Alert>
          ) : null}
          <PeoplePicker
            id={`${id}-people`}
            multiple
            label={t('programs.admin.assign.people')}
            value={people}
            onChange={setPeople}
            variant="contact"
          />
          <AudienceListsField
            departments={departments}
            groups={groups}
            labels={{
              departments: t('programs.admin.audience.departments'),
              groups: t('programs.admin.audience.groups'),
            }}
            onChange={(lists) => {
              setDepartments(lists.departments);
              setGroups(lists.groups);
            }}
          />
          <DateInput
            id={`${id}-due`}
            label={t('programs.admin.assign.dueOn')}
            required
            value={dueOn}
            onChange={setDueOn}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={assign.isPending}>
          {t('programs.admin.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" loading={assign.isPending}>
          {t('programs.admin.assign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
