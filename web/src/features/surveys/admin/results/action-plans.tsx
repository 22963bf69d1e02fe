import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
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
  actionUpdate,
  createActionMutation,
  deleteActionMutation,
  updateActionMutation,
  type ResultQuestion,
  type SurveyAction,
} from '../../api/admin-surveys';

type ActionValues = {
  title: string;
  owner: PersonRef | null;
  due_on: string;
  question_id: string;
  follow_up: boolean;
  status: SurveyAction['status'];
};
const EMPTY: ActionValues = {
  title: '',
  owner: null,
  due_on: '',
  question_id: '',
  follow_up: false,
  status: 'open',
};
const STATUSES: readonly SurveyAction['status'][] = ['open', 'done'];

/** The checks before sending, and the server's 422 fields (details.fields) after: what each
 *  field shows, once the person tried to send (the server's always). */
function useActionProblems(values: ActionValues, tried: boolean, error: unknown) {
  const { t } = useTranslation();
  const fields = error ? toApiError(error).fields : {};
  const local = {
    title: !values.title.trim() ? t('surveys.actions.errors.title') : undefined,
    owner_id: values.owner === null ? t('surveys.actions.errors.owner') : undefined,
    due_on: !/^\d{4}-\d{2}-\d{2}$/.test(values.due_on)
      ? t('surveys.actions.errors.dueOn')
      : undefined,
  };
  return {
    fields,
    shown: (field: keyof typeof local) => (tried ? local[field] : undefined) ?? fields[field],
    // The server's refusal is shown until the next try, which it does not block.
    valid: !local.title && !local.owner_id && !local.due_on,
  };
}

/** The fields of an action: what, who and by when; on a new one the question it answers and the
 *  follow-up pulse, on an existing one its status. */
function ActionFields({
  id,
  values,
  onChange,
  shown,
  questions,
  editing,
}: {
  id: string;
  values: ActionValues;
  onChange: (values: ActionValues) => void;
  shown: (field: 'title' | 'owner_id' | 'due_on') => string | undefined;
  questions: readonly ResultQuestion[];
  editing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextInput
        id={`${id}-title-field`}
        label={t('surveys.actions.fields.title')}
        value={values.title}
        required
        onChange={(event) => onChange({ ...values, title: event.target.value })}
        error={Boolean(shown('title'))}
        helperText={shown('title')}
        inputProps={{ maxLength: 200 }}
      />
      <PeoplePicker
        id={`${id}-owner`}
        label={t('surveys.actions.fields.owner')}
        required
        value={values.owner}
        onChange={(owner) => onChange({ ...values, owner })}
        error={shown('owner_id')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput
          id={`${id}-due`}
          label={t('surveys.actions.fields.dueOn')}
          required
          value={values.due_on}
          onChange={(due_on) => onChange({ ...values, due_on })}
          error={Boolean(shown('due_on'))}
          helperText={shown('due_on')}
        />
        {editing ? (
          <SelectInput
            id={`${id}-status`}
            label={t('surveys.actions.fields.status')}
            value={values.status}
            onChange={(event) =>
              onChange({ ...values, status: event.target.value as SurveyAction['status'] })
            }
            options={STATUSES.map((status) => ({
              value: status,
              label: t(`surveys.actions.status.${status}`),
            }))}
          />
        ) : (
          <SelectInput
            id={`${id}-question`}
            label={t('surveys.actions.fields.question')}
            value={values.question_id}
            onChange={(event) => onChange({ ...values, question_id: event.target.value })}
            options={[
              { value: '', label: t('surveys.actions.fields.noQuestion') },
              ...questions.map((question) => ({ value: question.id, label: question.title })),
            ]}
          />
        )}
      </Stack>
      {editing ? null : (
        <FormControlLabel
          control={
            <Checkbox
              checked={values.follow_up}
              onChange={(event) => onChange({ ...values, follow_up: event.target.checked })}
            />
          }
          label={t('surveys.actions.fields.followUp')}
        />
      )}
    </Stack>
  );
}

/** Action plans from the results (SUR-16): each with an owner, a due day and, if asked, a
 *  follow-up pulse; edited (and marked done) in a dialog, or deleted after a confirmation. */
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
  const toggle = useMutation(updateActionMutation(surveyId));
  const remove = useMutation(deleteActionMutation(surveyId));
  const [values, setValues] = useState<ActionValues>(EMPTY);
  const [tried, setTried] = useState(false);
  const [editing, setEditing] = useState<SurveyAction | null>(null);
  const [deleting, setDeleting] = useState<SurveyAction | null>(null);
  const { fields, shown, valid } = useActionProblems(values, tried, create.error);

  const submit = () => {
    setTried(true);
    if (!valid || !values.owner) return;
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
                        onClick={() =>
                          toggle.mutate({
                            actionId: action.id,
                            body: actionUpdate(action, {
                              status: action.status === 'done' ? 'open' : 'done',
                            }),
                          })
                        }
                        disabled={toggle.isPending}
                      >
                        {t(
                          action.status === 'done'
                            ? 'surveys.actions.reopen'
                            : 'surveys.actions.markDone',
                        )}
                      </Button>
                      <IconButton
                        aria-label={t('surveys.actions.edit', { title: action.title })}
                        onClick={() => setEditing(action)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={t('surveys.actions.delete', { title: action.title })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(action);
                        }}
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
        <ActionFields
          id={id}
          values={values}
          onChange={setValues}
          shown={shown}
          questions={questions}
          editing={false}
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
      {editing ? (
        <EditActionDialog
          surveyId={surveyId}
          action={editing}
          questions={questions}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('surveys.actions.deleteTitle')}
        body={t('surveys.actions.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('surveys.actions.deleteConfirm')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              showToast(t('surveys.actions.deleted'), 'success');
              setDeleting(null);
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}

/** An action in a dialog: its title, owner, due day and status; the server's refusals (422)
 *  on their fields. */
function EditActionDialog({
  surveyId,
  action,
  questions,
  onClose,
}: {
  surveyId: number;
  action: SurveyAction;
  questions: readonly ResultQuestion[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const errorText = useApiErrorMessage();
  const update = useMutation(updateActionMutation(surveyId));
  const [values, setValues] = useState<ActionValues>({
    ...EMPTY,
    title: action.title,
    owner: action.owner,
    due_on: action.due_on,
    status: action.status,
  });
  const [tried, setTried] = useState(false);
  const { fields, shown, valid } = useActionProblems(values, tried, update.error);
  const save = () => {
    setTried(true);
    if (!valid || !values.owner) return;
    update.mutate(
      {
        actionId: action.id,
        body: actionUpdate(action, {
          title: values.title.trim(),
          owner_id: values.owner.id,
          due_on: values.due_on,
          status: values.status,
        }),
      },
      {
        onSuccess: () => {
          showToast(t('surveys.actions.saved'), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={`${id}-dialog-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={compact}
    >
      <DialogTitle id={`${id}-dialog-title`}>{t('surveys.actions.editTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ActionFields
            id={id}
            values={values}
            onChange={setValues}
            shown={shown}
            questions={questions}
            editing
          />
          {update.error && Object.keys(fields).length === 0 ? (
            <Alert severity="error" role="alert">
              {errorText(update.error)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button variant="contained" onClick={save} loading={update.isPending}>
          {t('surveys.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
