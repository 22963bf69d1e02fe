import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { DataTable } from '@/components/data/data-table';
import { DateText } from '@/components/date-text';
import { QueryContent } from '@/components/feedback/query-content';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { StatusChip } from '@/components/status-chip';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  actionsQueryOptions,
  createActionMutation,
  deleteActionMutation,
  setActionStatusMutation,
  type ResultQuestion,
  type SurveyAction,
} from '../../api/admin-surveys';

type NewAction = {
  title: string;
  owner: PersonRef | null;
  due_on: string;
  question_id: string;
  follow_up: boolean;
};
const EMPTY: NewAction = { title: '', owner: null, due_on: '', question_id: '', follow_up: false };

/** Action plans from the results (SUR-16): each with an owner, a due day and, if asked, a
 *  follow-up pulse; marked done, or deleted. */
export function ActionPlans({
  surveyId,
  questions,
}: {
  surveyId: number;
  questions: readonly ResultQuestion[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useApiErrorMessage();
  const actions = useQuery(actionsQueryOptions(surveyId));
  const create = useMutation(createActionMutation(surveyId));
  const toggle = useMutation(setActionStatusMutation(surveyId));
  const remove = useMutation(deleteActionMutation(surveyId));
  const [values, setValues] = useState<NewAction>(EMPTY);
  const [tried, setTried] = useState(false);
  const fields = create.error ? toApiError(create.error).fields : {};
  const problems = {
    title: !values.title.trim() ? t('surveys.actions.errors.title') : fields.title,
    owner_id: values.owner === null ? t('surveys.actions.errors.owner') : fields.owner_id,
    due_on: !/^\d{4}-\d{2}-\d{2}$/.test(values.due_on)
      ? t('surveys.actions.errors.dueOn')
      : fields.due_on,
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : fields[field]);

  const submit = () => {
    setTried(true);
    if (!values.owner || problems.title || problems.owner_id || problems.due_on) return;
    create.mutate(
      {
        title: values.title.trim(),
        owner_id: values.owner.id,
        due_on: values.due_on,
        question_id: values.question_id || null,
        follow_up: values.follow_up,
      },
      {
        onSuccess: () => {
          showToast(t('surveys.actions.created'), 'success');
          setValues(EMPTY);
          setTried(false);
        },
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h2">
          {t('surveys.actions.title')}
        </Typography>
        <QueryContent query={actions} loadingLabel={t('admin.common.loading')}>
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">{t('surveys.actions.empty')}</Typography>
            ) : (
              <DataTable<SurveyAction>
                label={t('surveys.actions.title')}
                rows={list}
                rowKey={(action) => action.id}
                columns={[
                  {
                    key: 'title',
                    header: t('surveys.actions.columns.title'),
                    rowHeader: true,
                    render: (action) => action.title,
                  },
                  {
                    key: 'owner',
                    header: t('surveys.actions.columns.owner'),
                    render: (action) => action.owner.full_name,
                  },
                  {
                    key: 'due',
                    header: t('surveys.actions.columns.dueOn'),
                    nowrap: true,
                    render: (action) => <DateText value={action.due_on} />,
                  },
                  {
                    key: 'status',
                    header: t('surveys.actions.columns.status'),
                    render: (action) => (
                      <StatusChip
                        label={t(`surveys.actions.status.${action.status}`)}
                        current={action.status === 'open'}
                        color={action.status === 'done' ? 'success' : 'default'}
                      />
                    ),
                  },
                ]}
                actions={{
                  header: t('admin.common.actions'),
                  render: (action) => (
                    <>
                      <Button
                        size="small"
                        onClick={() => toggle.mutate(action)}
                        disabled={toggle.isPending}
                      >
                        {t(
                          action.status === 'done'
                            ? 'surveys.actions.reopen'
                            : 'surveys.actions.markDone',
                        )}
                      </Button>
                      <IconButton
                        aria-label={t('surveys.actions.delete', { title: action.title })}
                        onClick={() => remove.mutate(action)}
                        disabled={remove.isPending}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </>
                  ),
                }}
              />
            )
          }
        </QueryContent>
        <Typography variant="h3" component="h3">
          {t('surveys.actions.new')}
        </Typography>
        <Stack spacing={2}>
          <TextInput
            id={`${id}-title-field`}
            label={t('surveys.actions.fields.title')}
            value={values.title}
            required
            onChange={(event) => setValues({ ...values, title: event.target.value })}
            error={Boolean(shown('title'))}
            helperText={shown('title')}
            inputProps={{ maxLength: 200 }}
          />
          <PeoplePicker
            id={`${id}-owner`}
            label={t('surveys.actions.fields.owner')}
            required
            value={values.owner}
            onChange={(owner) => setValues({ ...values, owner })}
            error={shown('owner_id')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput
              id={`${id}-due`}
              label={t('surveys.actions.fields.dueOn')}
              required
              value={values.due_on}
              onChange={(due_on) => setValues({ ...values, due_on })}
              error={Boolean(shown('due_on'))}
              helperText={shown('due_on')}
            />
            <SelectInput
              id={`${id}-question`}
              label={t('surveys.actions.fields.question')}
              value={values.question_id}
              onChange={(event) => setValues({ ...values, question_id: event.target.value })}
              options={[
                { value: '', label: t('surveys.actions.fields.noQuestion') },
                ...questions.map((question) => ({ value: question.id, label: question.title })),
              ]}
            />
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.follow_up}
                onChange={(event) => setValues({ ...values, follow_up: event.target.checked })}
              />
            }
            label={t('surveys.actions.fields.followUp')}
          />
          {create.error && Object.keys(fields).length === 0 ? (
            <Alert severity="error" role="alert">
              {errorText(create.error)}
            </Alert>
          ) : null}
          <div>
            <Button variant="contained" onClick={submit} loading={create.isPending}>
              {t('surveys.actions.create')}
            </Button>
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
