import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PeoplePicker } from '@/components/people/people-picker';

import { HEALTH_STAFF_MAX, healthStaffQueryOptions, setHealthStaffMutation } from '../api/admin';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';

function StaffForm({ staff }: { staff: PersonRef[] }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [people, setPeople] = useState<PersonRef[]>(staff);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation(setHealthStaffMutation());
  const server = fieldErrors(save.error);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const found =
          people.length === 0
            ? t('psychosocial.admin.staff.atLeastOne')
            : people.length > HEALTH_STAFF_MAX
              ? t('psychosocial.admin.staff.tooMany', { max: HEALTH_STAFF_MAX })
              : null;
        setProblem(found);
        if (found) return;
        save.mutate(
          people.map((person) => person.id),
          {
            onSuccess: (next) => {
              setPeople(next);
              setSaved(true);
            },
          },
        );
      }}
    >
      <PeoplePicker
        multiple
        id={`${id}-people`}
        label={t('psychosocial.admin.staff.people')}
        value={people}
        onChange={(next) => {
          setSaved(false);
          setPeople(next);
        }}
        variant="contact"
        error={problem ?? server.user_ids ?? undefined}
        helperText={t('psychosocial.admin.staff.peopleHelp', { max: HEALTH_STAFF_MAX })}
      />
      {save.error ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('psychosocial.admin.staff.save')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {saved ? t('psychosocial.admin.staff.saved') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The occupational-health staff: the only people who read Guía I's referrals (1 to 20). */
export function HealthStaffPanel() {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(healthStaffQueryOptions());
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Typography id={id} variant="h3" component="h2">
          {t('psychosocial.admin.staff.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('psychosocial.admin.staff.help')}
        </Typography>
        {query.data ? (
          <StaffForm staff={query.data} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingBlock label={t('psychosocial.admin.staff.loading')} />
        )}
      </Stack>
    </Paper>
  );
}
