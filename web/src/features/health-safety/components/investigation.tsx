import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateTimeText } from '@/components/date-text';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  addActionMutation,
  investigateMutation,
  moveReportMutation,
  replyMutation,
  SEVERITIES,
  STAGES,
  type Person,
  type SafetyReport,
  type SafetySeverity,
} from '../api/health-safety';
import { formatDay, nextStage } from '../lib/words';

/** An entry kept with its day only (midnight UTC): what an anonymous reporter did. */
const dayOnly = (report: SafetyReport, event: SafetyReport['events'][number]) =>
  event.kind === 'reporter_comment' || (event.kind === 'reported' && report.anonymous);

/** The officers' part of a report: the stages as a stepper with the next move (from the stage
 *  they see, so two officers never both move it; closing is the sign-off; its note is
 *  internal), the severity and root cause, a new corrective action (a task), a reply the
 *  reporter reads (with the receipt code when anonymous) and the history. */
export function Investigation({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  const closed = report.status === 'closed';
  return (
    <Stack spacing={3} component="section" aria-label={t('healthSafety.officer.stepper')}>
      <Stepper
        activeStep={closed ? STAGES.length : STAGES.indexOf(report.status)}
        alternativeLabel
        aria-label={t('healthSafety.officer.stepper')}
        sx={{ overflowX: 'auto' }}
      >
        {STAGES.map((stage) => (
          <Step key={stage}>
            <StepLabel>{t(`healthSafety.stage.${stage}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {closed ? null : <Advance report={report} />}
      {closed ? null : <InvestigationForm key={report.status} report={report} />}
      {report.status === 'investigating' || report.status === 'actions' ? (
        <ActionForm reportId={report.id} />
      ) : null}
      <ReplyForm report={report} />
      <Timeline report={report} />
    </Stack>
  );
}

function ReplyForm({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const reply = useMutation(replyMutation(report.id));
  const [text, setText] = useState('');
  const fields = reply.isError ? toApiError(reply.error).fields : {};
  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ maxWidth: 640 }}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(text.trim(), { onSuccess: () => setText('') });
      }}
    >
      <Typography variant="h2" id={`${id}-title`}>
        {t('healthSafety.officer.reply')}
      </Typography>
      <TextInput
        id={`${id}-text`}
        label={t('healthSafety.officer.replyLabel')}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        inputProps={{ maxLength: 2000 }}
        error={Boolean(fields.text)}
        helperText={
          fields.text ??
          t(
            report.anonymous
              ? 'healthSafety.officer.replyAnonymous'
              : 'healthSafety.officer.replyHelp',
          )
        }
      />
      <Button
        type="submit"
        variant="outlined"
        loading={reply.isPending}
        disabled={text.trim() === ''}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.officer.sendReply')}
      </Button>
      {reply.isSuccess ? (
        <Alert severity="success">{t('healthSafety.officer.replied')}</Alert>
      ) : null}
      {reply.isError && !fields.text ? (
        <Alert severity="error">{errorMessage(reply.error)}</Alert>
      ) : null}
    </Stack>
  );
}

function Advance({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const move = useMutation(moveReportMutation(report.id));
  const [note, setNote] = useState('');
  const next = nextStage(report.status);
  if (!next) return null;
  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <TextInput
        id={`${id}-note`}
        label={t('healthSafety.officer.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        inputProps={{ maxLength: 2000 }}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        loading={move.isPending}
        onClick={() =>
          move.mutate(
            { from: report.status, to: next, note: note.trim() },
            { onSuccess: () => setNote('') },
          )
        }
      >
        {t(`healthSafety.officer.advance.${next as 'investigating' | 'actions' | 'closed'}`)}
      </Button>
      {move.isError ? <Alert severity="error">{errorMessage(move.error)}</Alert> : null}
    </Stack>
  );
}

function InvestigationForm({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const save = useMutation(investigateMutation(report.id));
  const [severity, setSeverity] = useState<SafetySeverity>(report.severity);
  const [cause, setCause] = useState(report.root_cause ?? '');
  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ maxWidth: 640 }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ severity, root_cause: cause.trim() });
      }}
    >
      <SelectInput
        id={`${id}-severity`}
        label={t('healthSafety.form.severity')}
        value={severity}
        onChange={(event) => setSeverity(event.target.value as SafetySeverity)}
        options={SEVERITIES.map((entry) => ({
          value: entry,
          label: t(`healthSafety.severity.${entry}`),
        }))}
      />
      <TextInput
        id={`${id}-cause`}
        label={t('healthSafety.officer.rootCause')}
        multiline
        minRows={2}
        value={cause}
        onChange={(event) => setCause(event.target.value)}
        inputProps={{ maxLength: 4000 }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.officer.save')}
      </Button>
      {save.isSuccess ? <Alert severity="success">{t('healthSafety.officer.saved')}</Alert> : null}
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
    </Stack>
  );
}

function ActionForm({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const add = useMutation(addActionMutation(reportId));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [assignee, setAssignee] = useState<Person | null>(null);
  const [due, setDue] = useState('');
  const fields = add.isError ? toApiError(add.error).fields : {};
  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ maxWidth: 640 }}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            title: title.trim(),
            description: description.trim(),
            assignee_id: assignee?.id ?? 0,
            due_on: due,
          },
          {
            onSuccess: () => {
              setTitle('');
              setDescription('');
              setAssignee(null);
              setDue('');
            },
          },
        );
      }}
    >
      <Typography variant="h2" id={`${id}-title`}>
        {t('healthSafety.officer.newAction')}
      </Typography>
      <TextInput
        id={`${id}-action`}
        label={t('healthSafety.officer.actionTitle')}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        inputProps={{ maxLength: 200 }}
        error={Boolean(fields.title)}
        helperText={fields.title}
      />
      <TextInput
        id={`${id}-detail`}
        label={t('healthSafety.officer.actionDescription')}
        multiline
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        inputProps={{ maxLength: 2000 }}
      />
      <PeoplePicker
        id={`${id}-assignee`}
        label={t('healthSafety.officer.assignee')}
        required
        value={assignee}
        onChange={setAssignee}
        error={fields.assignee_id}
      />
      <DateInput
        id={`${id}-due`}
        label={t('healthSafety.officer.dueOn')}
        required
        value={due}
        onChange={setDue}
        error={Boolean(fields.due_on)}
        helperText={fields.due_on}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={add.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.officer.addAction')}
      </Button>
      {add.isError && Object.keys(fields).length === 0 ? (
        <Alert severity="error">{errorMessage(add.error)}</Alert>
      ) : null}
    </Stack>
  );
}

function Timeline({ report }: { report: SafetyReport }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-label={t('healthSafety.report.timeline')}>
      <Typography variant="h2">{t('healthSafety.report.timeline')}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {report.events.map((event) => (
          <li key={event.id}>
            <Typography variant="body2">
              {dayOnly(report, event) ? (
                formatDay(new Date(event.at).toISOString().slice(0, 10))
              ) : (
                <DateTimeText value={event.at} />
              )}
              {' · '}
              {event.actor?.full_name ??
                t(
                  event.kind === 'reporter_comment'
                    ? 'healthSafety.report.theReporter'
                    : 'healthSafety.report.someone',
                )}
              {' · '}
              {t(`healthSafety.report.event.${event.kind}`, { detail: event.detail })}
              {event.detail && event.kind !== 'action' && event.kind !== 'edited'
                ? ` — ${event.detail}`
                : null}
            </Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
