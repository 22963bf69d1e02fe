// The case's records: internal notes (sealed, never shown to the reporter), evidence (download
// unsealed, add with metadata stripped), corrective measures as tasks (CMP-9), the hash-chained
// log with its verification (CMP-★2) and who opened the case (CMP-★3).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { TableScroll } from '@/components/data/table-scroll';
import { DateText, DateTimeText } from '@/components/date-text';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { saveBlob } from '@/lib/save-blob';

import {
  downloadEvidence,
  verifyLog,
  type ComplaintCaseDetail,
  type ComplaintLogVerification,
  type EvidenceType,
} from '../api/cases';
import { EVIDENCE_ACCEPT, fileBase64, fileProblem } from '../lib/intake';

import { useCaseMutations, useWriteError } from './use-case-write';

export function CaseNotes({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const add = useMutation(useCaseMutations(detail.id).note);
  const fieldId = useId();
  const error = useWriteError(add);
  const [body, setBody] = useState('');
  return (
    <Stack spacing={1.5}>
      {detail.notes.length === 0 ? (
        <Typography color="text.secondary">{t('complaints.case.noNotes')}</Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {detail.notes.map((note) => (
            <li key={note.id}>
              <Typography variant="body2" color="text.secondary">
                {note.author.full_name} · <DateTimeText value={note.created_at} />
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {!detail.archived ? (
        <>
          <TextInput
            id={`${fieldId}-1`}
            multiline
            minRows={2}
            label={t('complaints.case.newNote')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            disabled={add.isPending}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button
            variant="outlined"
            disabled={!body.trim() || add.isPending}
            onClick={() => add.mutate(body.trim(), { onSuccess: () => setBody('') })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('complaints.case.addNote')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

export function CaseEvidence({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const add = useMutation(useCaseMutations(detail.id).evidence);
  const error = useWriteError(add);
  const [note, setNote] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setNote(null);
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setNote(t(`complaints.intake.fileProblems.${problem}`, { name: file.name }));
      return;
    }
    add.mutate({
      file_name: file.name,
      content_type: file.type as EvidenceType,
      data_base64: await fileBase64(file),
    });
  };

  const download = async (evidenceId: number, name: string) => {
    setDownloadError(null);
    try {
      saveBlob(await downloadEvidence(detail.id, evidenceId), name);
    } catch (caught) {
      setDownloadError(errorMessage(caught));
    }
  };

  return (
    <Stack spacing={1.5}>
      {detail.evidence.length === 0 ? (
        <Typography color="text.secondary">{t('complaints.evidence.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {detail.evidence.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <Button size="small" onClick={() => void download(item.id, item.file_name)}>
                  {t('complaints.evidence.download')}
                </Button>
              }
            >
              <ListItemText
                primary={item.file_name}
                secondary={t('complaints.evidence.meta', {
                  who: t(`complaints.evidence.by.${item.added_by}`),
                  size: Math.max(1, Math.round(item.size / 1024)),
                })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {note || error || downloadError ? (
        <Alert severity="error" role="alert">
          {note ?? error ?? downloadError}
        </Alert>
      ) : null}
      {!detail.archived ? (
        <Button
          component="label"
          variant="outlined"
          disabled={add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {add.isPending ? t('complaints.evidence.adding') : t('complaints.evidence.add')}
          <input hidden type="file" accept={EVIDENCE_ACCEPT} onChange={(e) => void choose(e)} />
        </Button>
      ) : null}
    </Stack>
  );
}

export function CaseMeasures({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useMutation(useCaseMutations(detail.id).measure);
  const error = useWriteError(add);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [assignee, setAssignee] = useState<PersonRef | null>(null);
  const [due, setDue] = useState('');
  const reset = () => {
    setTitle('');
    setDescription('');
    setAssignee(null);
    setDue('');
  };
  return (
    <Stack spacing={1.5}>
      {detail.measures.length === 0 ? (
        <Typography color="text.secondary">{t('complaints.case.noMeasures')}</Typography>
      ) : (
        <List dense disablePadding>
          {detail.measures.map((measure) => (
            <ListItem key={measure.task_id} disableGutters>
              <ListItemText
                primary={measure.title}
                secondary={[
                  measure.assignee?.full_name,
                  measure.due_day ? t('complaints.case.due', { day: measure.due_day }) : null,
                  measure.status,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {!detail.archived ? (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('complaints.case.measureHelp')}
          </Typography>
          <TextInput
            id={`${id}-title`}
            label={t('complaints.case.measureTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            inputProps={{ maxLength: 200 }}
          />
          <TextInput
            id={`${id}-description`}
            multiline
            minRows={2}
            label={t('complaints.case.measureDescription')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <PeoplePicker
            id={`${id}-assignee`}
            label={t('complaints.case.measureAssignee')}
            value={assignee}
            onChange={setAssignee}
          />
          <DateInput
            id={`${id}-due`}
            label={t('complaints.case.measureDue')}
            value={due}
            onChange={setDue}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button
            variant="outlined"
            disabled={!title.trim() || !assignee || add.isPending}
            onClick={() =>
              assignee &&
              add.mutate(
                {
                  title: title.trim(),
                  description: description.trim(),
                  assignee_id: assignee.id,
                  due_day: due || null,
                },
                { onSuccess: reset },
              )
            }
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('complaints.case.addMeasure')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

export function CaseLog({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [result, setResult] = useState<ComplaintLogVerification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await verifyLog(detail.id));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <TableScroll label={t('complaints.log.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('complaints.log.when')}</TableCell>
              <TableCell>{t('complaints.log.what')}</TableCell>
              <TableCell>{t('complaints.log.who')}</TableCell>
              <TableCell>{t('complaints.log.hash')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {detail.log.map((entry) => (
              <TableRow
                key={entry.seq}
                selected={result?.first_broken_seq === entry.seq}
                sx={result?.first_broken_seq === entry.seq ? { bgcolor: 'error.light' } : undefined}
              >
                <TableCell>{entry.seq}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateText value={entry.at} />
                </TableCell>
                <TableCell>
                  {t(`complaints.log.kinds.${entry.kind}`, { defaultValue: entry.kind })}
                  {entry.detail ? ` — ${entry.detail}` : ''}
                </TableCell>
                <TableCell>
                  {entry.actor_person?.full_name ??
                    (entry.actor === 'reporter'
                      ? t('complaints.messages.fromReporter')
                      : t('complaints.log.system'))}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }} title={entry.hash}>
                  {entry.hash.slice(0, 10)}…
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      {result ? (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" data-testid="log-verify">
          {result.ok
            ? t('complaints.log.verified', { count: result.entries })
            : t('complaints.log.broken', { seq: result.first_broken_seq ?? '?' })}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        onClick={() => void verify()}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.log.verify')}
      </Button>
    </Stack>
  );
}

export function CaseAccess({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  if (detail.access.length === 0) {
    return <Typography color="text.secondary">{t('complaints.case.noAccess')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {detail.access.map((entry) => (
        <ListItem key={entry.person.id} disableGutters>
          <ListItemText
            primary={entry.person.full_name}
            secondary={
              <>
                {t('complaints.case.firstRead')} <DateTimeText value={entry.first_read_at} />
                {' · '}
                {t('complaints.case.reads', { count: entry.reads })}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
