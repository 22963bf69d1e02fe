// Who works on the case (CMP-7): the investigators (the committee assigns them; an accused
// person or their leader is refused with 409 conflict_of_interest, named here, and nothing
// changes) and the people of the directory involved (accused, witness, affected: recording an
// accused takes them and their leader off the case).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { SelectInput } from '@/components/form/select-input';
import { PeoplePicker } from '@/components/people/people-picker';

import type { ComplaintCaseDetail, ComplaintPersonRole } from '../api/cases';

import { useCaseMutations, useWriteError } from './use-case-write';

const ROLES: readonly ComplaintPersonRole[] = ['accused', 'witness', 'affected'];

function Investigators({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const mutations = useCaseMutations(detail.id);
  const assign = useMutation(mutations.assign);
  const [chosen, setChosen] = useState<PersonRef[]>(detail.assignees);
  const names = (userId: number) =>
    chosen.find((person) => person.id === userId)?.full_name ?? null;
  const error = useWriteError(assign, names);
  const changed =
    chosen.map((person) => person.id).join(',') !==
    detail.assignees.map((person) => person.id).join(',');

  return (
    <Stack spacing={1.5}>
      <PeoplePicker
        id={`${id}-investigators`}
        multiple
        label={t('complaints.case.investigators')}
        helperText={t('complaints.case.investigatorsHelp')}
        value={chosen}
        onChange={(people) => {
          assign.reset();
          setChosen(people);
        }}
        disabled={assign.isPending || detail.archived}
      />
      {error ? (
        <Alert severity="error" role="alert" data-testid="assign-error">
          {error}
        </Alert>
      ) : null}
      {assign.isSuccess && !changed ? (
        <Alert severity="success" role="status">
          {t('complaints.case.assigned')}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        onClick={() => assign.mutate(chosen.map((person) => person.id))}
        disabled={!changed || assign.isPending || detail.archived}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.case.saveInvestigators')}
      </Button>
    </Stack>
  );
}

function People({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const mutations = useCaseMutations(detail.id);
  const save = useMutation(mutations.people);
  const error = useWriteError(save);
  const [person, setPerson] = useState<PersonRef | null>(null);
  const [role, setRole] = useState<ComplaintPersonRole>('accused');
  const current = detail.people.map((entry) => ({ user_id: entry.person.id, role: entry.role }));

  return (
    <Stack spacing={1.5}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('complaints.case.people')}
      </Typography>
      {detail.people.length === 0 ? (
        <Typography color="text.secondary">{t('complaints.case.noPeople')}</Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {detail.people.map((entry) => (
            <Chip
              key={`${entry.person.id}-${entry.role}`}
              label={`${entry.person.full_name} · ${t(`complaints.roles.${entry.role}`)}`}
              onDelete={
                detail.can_manage && !detail.archived
                  ? () =>
                      save.mutate(
                        current.filter(
                          (p) => !(p.user_id === entry.person.id && p.role === entry.role),
                        ),
                      )
                  : undefined
              }
            />
          ))}
        </Stack>
      )}
      {detail.can_manage && !detail.archived ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <PeoplePicker
            id={`${id}-person`}
            label={t('complaints.case.addPerson')}
            value={person}
            onChange={setPerson}
            disabled={save.isPending}
          />
          <SelectInput
            id={`${id}-role`}
            label={t('complaints.case.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as ComplaintPersonRole)}
            sx={{ minWidth: 160 }}
            options={ROLES.map((entry) => ({
              value: entry,
              label: t(`complaints.roles.${entry}`),
            }))}
          />
          <Button
            variant="outlined"
            disabled={!person || save.isPending}
            onClick={() => {
              if (!person) return;
              save.mutate([...current, { user_id: person.id, role }], {
                onSuccess: () => setPerson(null),
              });
            }}
          >
            {t('complaints.case.add')}
          </Button>
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function CaseTeam({ detail }: { detail: ComplaintCaseDetail }) {
  return (
    <Stack spacing={3}>
      {detail.can_manage ? <Investigators detail={detail} /> : null}
      <People detail={detail} />
    </Stack>
  );
}
