import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { DataTable } from '@/components/data/data-table';
import { DateText } from '@/components/date-text';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';

import {
  MEASURE_DESCRIPTION_MAX,
  MEASURE_TITLE_MAX,
  addMeasureMutation,
  guidesQueryOptions,
  type PsyApplicationDetail,
  type PsyMeasure,
} from '../api/admin';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';
import { useWording } from '../lib/text';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const TASK_STATUSES = ['pending', 'in_progress', 'done', 'skipped'] as const;
const isTaskStatus = (status: string): status is (typeof TASK_STATUSES)[number] =>
  TASK_STATUSES.some((entry) => entry === status);

/** The intervention program's measures: each a task (tasks module) for someone, with a due date
 *  and optionally the category or domain of the guide it addresses; the list with each task's
 *  state. Drafts take none yet (the server says not_launched). */
export function MeasuresPanel({ detail }: { detail: PsyApplicationDetail }) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const guides = useQuery(guidesQueryOptions());
  const add = useMutation(addMeasureMutation(detail.id));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [assignee, setAssignee] = useState<PersonRef | null>(null);
  const [due, setDue] = useState('');
  const [target, setTarget] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [added, setAdded] = useState(false);
  const server = fieldErrors(add.error);
  const message = (field: string) => problems[field] ?? server[field];
  const guide = guides.data?.guides.find((entry) => entry.id === detail.guide);
  const targets = (guide?.categories ?? []).flatMap((category) => [
    { value: category.id, label: t('psychosocial.results.category', { name: word(category) }) },
    ...category.domains.map((domain) => ({ value: domain.id, label: `— ${word(domain)}` })),
  ]);
  const targetName = (value: string | null) =>
    value
      ? (targets.find((entry) => entry.value === value)?.label.replace(/^— /, '') ?? value)
      : '—';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h3" component="h2">
          {t('psychosocial.admin.measures.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('psychosocial.admin.measures.help')}
        </Typography>
        {detail.measures.length > 0 ? (
          <DataTable<PsyMeasure>
            rows={detail.measures}
            rowKey={(measure) => measure.task_id}
            label={t('psychosocial.admin.measures.listLabel')}
            cards
            columns={[
              {
                key: 'title',
                header: t('psychosocial.admin.measures.measure'),
                rowHeader: true,
                render: (measure) => measure.title,
              },
              {
                key: 'assignee',
                header: t('psychosocial.admin.measures.assignee'),
                render: (measure) => measure.assignee?.full_name ?? '—',
              },
              {
                key: 'due',
                header: t('psychosocial.admin.measures.dueColumn'),
                render: (measure) => (measure.due_on ? <DateText value={measure.due_on} /> : '—'),
              },
              {
                key: 'target',
                header: t('psychosocial.admin.measures.targetColumn'),
                render: (measure) => targetName(measure.target),
              },
              {
                key: 'status',
                header: t('psychosocial.admin.measures.status'),
                render: (measure) =>
                  isTaskStatus(measure.status)
                    ? t(`psychosocial.admin.measures.statuses.${measure.status}`)
                    : measure.status,
              },
            ]}
          />
        ) : (
          <Typography variant="body2">{t('psychosocial.admin.measures.none')}</Typography>
        )}
        {detail.state === 'draft' ? (
          <Typography variant="body2">{t('psychosocial.admin.measures.afterLaunch')}</Typography>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={2}
            aria-label={t('psychosocial.admin.measures.add')}
            onSubmit={(event) => {
              event.preventDefault();
              const found: Record<string, string> = {};
              if (!title.trim()) found.title = t('psychosocial.admin.measures.titleRequired');
              else if (title.trim().length > MEASURE_TITLE_MAX)
                found.title = t('psychosocial.admin.measures.titleTooLong', {
                  max: MEASURE_TITLE_MAX,
                });
              if (description.length > MEASURE_DESCRIPTION_MAX)
                found.description = t('psychosocial.admin.measures.descriptionTooLong', {
                  max: MEASURE_DESCRIPTION_MAX,
                });
              if (!assignee) found.assignee_id = t('psychosocial.admin.measures.assigneeRequired');
              if (due && !DAY.test(due)) found.due_on = t('psychosocial.admin.form.badDate');
              setProblems(found);
              setAdded(false);
              if (Object.keys(found).length > 0 || !assignee) return;
              add.mutate(
                {
                  title: title.trim(),
                  description: description.trim() || undefined,
                  assignee_id: assignee.id,
                  due_on: due || null,
                  target: target || null,
                },
                {
                  onSuccess: () => {
                    setTitle('');
                    setDescription('');
                    setAssignee(null);
                    setDue('');
                    setTarget('');
                    setAdded(true);
                  },
                },
              );
            }}
          >
            <Typography variant="subtitle1" component="h3">
              {t('psychosocial.admin.measures.add')}
            </Typography>
            <TextInput
              id={`${id}-title-input`}
              label={t('psychosocial.admin.measures.measure')}
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(message('title'))}
              helperText={message('title')}
            />
            <TextInput
              id={`${id}-description`}
              label={t('psychosocial.admin.measures.description')}
              multiline
              minRows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={Boolean(message('description'))}
              helperText={message('description')}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <PeoplePicker
                  id={`${id}-assignee`}
                  label={t('psychosocial.admin.measures.assignee')}
                  required
                  value={assignee}
                  onChange={setAssignee}
                  error={message('assignee_id')}
                />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <DateInput
                  id={`${id}-due`}
                  label={t('psychosocial.admin.measures.due')}
                  value={due}
                  onChange={setDue}
                  error={Boolean(message('due_on'))}
                  helperText={message('due_on')}
                />
              </Box>
            </Stack>
            <SelectInput
              id={`${id}-target`}
              label={t('psychosocial.admin.measures.target')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              error={Boolean(message('target'))}
              helperText={message('target')}
              options={[
                { value: '', label: t('psychosocial.admin.measures.noTarget') },
                ...targets,
              ]}
            />
            {add.error ? <Alert severity="error">{errorText(add.error)}</Alert> : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button type="submit" variant="contained" loading={add.isPending}>
                {t('psychosocial.admin.measures.submit')}
              </Button>
              <Typography role="status" variant="body2" color="text.secondary">
                {added ? t('psychosocial.admin.measures.added') : ''}
              </Typography>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
