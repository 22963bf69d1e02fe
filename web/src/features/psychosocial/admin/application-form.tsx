import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { NamedMultiSelect } from '@/components/forms/named-multi-select';
import { audienceDepartmentsQueryOptions } from '@/lib/calls/audience';

import {
  WORKPLACE_MAX,
  createApplicationMutation,
  updateApplicationMutation,
  type PsyApplicationDetail,
  type PsyApplicationInput,
} from '../api/admin';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';

type Draft = {
  workplace: string;
  everyone: boolean;
  departments: number[];
  guide1: boolean;
  sampling: 'all' | 'sample';
  opens_on: string;
  closes_on: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const draftOf = (detail: PsyApplicationDetail | null): Draft => ({
  workplace: detail?.workplace ?? '',
  everyone: detail?.audience.everyone ?? true,
  departments: detail?.audience.departments.map((department) => department.id) ?? [],
  guide1: detail?.guide1 ?? true,
  sampling: detail?.sampling ?? 'all',
  opens_on: detail?.opens_on ?? '',
  closes_on: detail?.closes_on ?? '',
});

/** The problems the form finds before sending, by field. */
function check(draft: Draft, t: TFunction) {
  const problems: Record<string, string> = {};
  if (!draft.workplace.trim()) problems.workplace = t('psychosocial.admin.form.workplaceRequired');
  else if (draft.workplace.trim().length > WORKPLACE_MAX)
    problems.workplace = t('psychosocial.admin.form.workplaceTooLong', { max: WORKPLACE_MAX });
  if (!draft.everyone && draft.departments.length === 0)
    problems.audience = t('psychosocial.admin.form.departmentsRequired');
  if (draft.opens_on && !DAY.test(draft.opens_on))
    problems.opens_on = t('psychosocial.admin.form.badDate');
  if (draft.closes_on && !DAY.test(draft.closes_on))
    problems.closes_on = t('psychosocial.admin.form.badDate');
  if (
    !problems.opens_on &&
    !problems.closes_on &&
    draft.opens_on &&
    draft.closes_on &&
    draft.closes_on < draft.opens_on
  )
    problems.closes_on = t('psychosocial.admin.form.closesBeforeOpens');
  return problems;
}

const inputOf = (draft: Draft): PsyApplicationInput => ({
  workplace: draft.workplace.trim(),
  audience: draft.everyone
    ? { everyone: true, department_ids: [] }
    : { everyone: false, department_ids: draft.departments },
  guide1: draft.guide1,
  sampling: draft.sampling,
  opens_on: draft.opens_on || null,
  closes_on: draft.closes_on || null,
});

export type ApplicationFormProps = {
  /** The draft being edited; null: a new application. */
  detail: PsyApplicationDetail | null;
  onSaved: (detail: PsyApplicationDetail) => void;
  onCancel?: () => void;
};

/** A draft application: the centro de trabajo, who works there (everyone or some departments),
 *  Guía I (on by default), to everyone or a sample (Guía III only) and the dates. Nothing typed is
 *  lost on a refusal. */
export function ApplicationForm({ detail, onSaved, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const departments = useQuery(audienceDepartmentsQueryOptions());
  const create = useMutation(createApplicationMutation());
  const update = useMutation(updateApplicationMutation(detail?.id ?? 0));
  const save = detail ? update : create;
  const server = fieldErrors(save.error);
  const message = (field: string) => problems[field] ?? server[field];
  const set = (changes: Partial<Draft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = check(draft, t);
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        save.mutate(inputOf(draft), {
          onSuccess: (next) => {
            setSaved(true);
            onSaved(next);
          },
        });
      }}
    >
      <Stack spacing={2.5}>
        <Typography id={`${id}-title`} variant="h3" component="h2">
          {t('psychosocial.admin.form.settingsTitle')}
        </Typography>
        <TextInput
          id={`${id}-workplace`}
          label={t('psychosocial.admin.form.workplace')}
          required
          value={draft.workplace}
          onChange={(event) => set({ workplace: event.target.value })}
          error={Boolean(message('workplace'))}
          helperText={message('workplace') ?? t('psychosocial.admin.form.workplaceHelp')}
        />
        <FormControl component="fieldset" error={Boolean(message('audience'))}>
          <FormLabel component="legend">{t('psychosocial.admin.form.audience')}</FormLabel>
          <RadioGroup
            name={`${id}-audience`}
            value={draft.everyone ? 'everyone' : 'departments'}
            onChange={(event) => set({ everyone: event.target.value === 'everyone' })}
          >
            <FormControlLabel
              value="everyone"
              control={<Radio />}
              label={t('psychosocial.admin.form.everyone')}
            />
            <FormControlLabel
              value="departments"
              control={<Radio />}
              label={t('psychosocial.admin.form.someDepartments')}
            />
          </RadioGroup>
          {!draft.everyone ? (
            <NamedMultiSelect
              label={t('psychosocial.admin.form.departments')}
              options={departments.data ?? []}
              loading={departments.isPending}
              value={draft.departments}
              onChange={(ids) => set({ departments: ids })}
            />
          ) : null}
          <FormHelperText>
            {message('audience') ??
              server.department_ids ??
              t('psychosocial.admin.form.audienceHelp')}
          </FormHelperText>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('psychosocial.admin.form.guide1Legend')}</FormLabel>
          <FormControlLabel
            control={
              <Switch
                checked={draft.guide1}
                onChange={(event) => set({ guide1: event.target.checked })}
              />
            }
            label={t('psychosocial.admin.form.guide1')}
          />
          <FormHelperText>
            {server.guide1 ?? t('psychosocial.admin.form.guide1Help')}
          </FormHelperText>
        </FormControl>
        <FormControl component="fieldset" error={Boolean(server.sampling)}>
          <FormLabel component="legend">{t('psychosocial.admin.form.sampling')}</FormLabel>
          <RadioGroup
            name={`${id}-sampling`}
            value={draft.sampling}
            onChange={(event) => set({ sampling: event.target.value as Draft['sampling'] })}
          >
            <FormControlLabel
              value="all"
              control={<Radio />}
              label={t('psychosocial.admin.form.samplingAll')}
            />
            <FormControlLabel
              value="sample"
              control={<Radio />}
              label={t('psychosocial.admin.form.samplingSample')}
            />
          </RadioGroup>
          <FormHelperText>
            {server.sampling ?? t('psychosocial.admin.form.samplingHelp')}
          </FormHelperText>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateInput
            id={`${id}-opens`}
            label={t('psychosocial.admin.form.opensOn')}
            value={draft.opens_on}
            onChange={(value) => set({ opens_on: value })}
            error={Boolean(message('opens_on'))}
            helperText={message('opens_on')}
          />
          <DateInput
            id={`${id}-closes`}
            label={t('psychosocial.admin.form.closesOn')}
            value={draft.closes_on}
            onChange={(value) => set({ closes_on: value })}
            error={Boolean(message('closes_on'))}
            helperText={message('closes_on')}
          />
        </Stack>
        {save.error ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {detail ? t('psychosocial.admin.form.save') : t('psychosocial.admin.form.create')}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={save.isPending}>
              {t('psychosocial.admin.form.cancel')}
            </Button>
          ) : null}
          <Typography role="status" variant="body2" color="text.secondary">
            {saved && detail ? t('psychosocial.admin.form.saved') : ''}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
