// /complaints/cases/:caseId: one case for its access list (CMP-7): what was reported, the legal
// clocks, the messages with the reporter, internal notes, the investigators and people involved
// (with the conflict-of-interest rule), the stage and milestones, evidence, measures as tasks,
// the sealed final report, the hash-chained log and its verification, who opened it, the
// dossier for the Dirección del Trabajo, and archiving once closed. Opening it is recorded (the
// reporter sees how many people read their case), so it is read once per visit.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { Panel } from '@/components/layout/panel';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { saveBlob } from '@/lib/save-blob';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  caseQueryOptions,
  downloadActa,
  downloadDossier,
  type ComplaintCaseDetail,
} from '../api/cases';
import { CaseFacts } from '../case/case-facts';
import { CaseReport, CaseStage } from '../case/case-progress';
import { CaseAccess, CaseEvidence, CaseLog, CaseMeasures, CaseNotes } from '../case/case-records';
import { CaseTeam } from '../case/case-team';
import { useCaseMutations, useWriteError } from '../case/use-case-write';
import { DeadlineList } from '../components/deadline-list';
import { MessageThread } from '../components/message-thread';
import { StageChip } from '../components/stage-chip';
import { complaintsPaths } from '../paths';

function Downloads({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [withContent, setWithContent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (load: () => Promise<Blob>, name: string) => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await load(), name);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(
              () => downloadDossier(detail.id, withContent),
              t('complaints.case.dossierFile', { id: detail.id }),
            )
          }
        >
          {t('complaints.case.dossier')}
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={withContent}
              onChange={(event) => setWithContent(event.target.checked)}
            />
          }
          label={t('complaints.case.dossierContent')}
        />
        {detail.verbal ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(
                () => downloadActa(detail.id),
                t('complaints.case.actaFile', { id: detail.id }),
              )
            }
          >
            {t('complaints.case.acta')}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Archive({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const archive = useMutation(useCaseMutations(detail.id).archive);
  const error = useWriteError(archive);
  const [asking, setAsking] = useState(false);
  if (!detail.can_manage || detail.archived || detail.stage !== 'closed') return null;
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
        {t('complaints.case.archive')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('complaints.case.archiveTitle')}
        body={t('complaints.case.archiveBody')}
        confirmLabel={t('complaints.case.archive')}
        cancelLabel={t('complaints.common.cancel')}
        pending={archive.isPending}
        error={error}
        onConfirm={() => archive.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function CaseView({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const message = useMutation(useCaseMutations(detail.id).message);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {t('complaints.cases.caseTitle', {
              id: detail.id,
              kind: t(`complaints.kinds.${detail.kind}`),
            })}
          </Typography>
          <StageChip stage={detail.stage} />
          {detail.archived ? <Chip size="small" label={t('complaints.cases.archived')} /> : null}
        </Stack>
        <Typography color="text.secondary">
          {t('complaints.cases.received')} <DateText value={detail.created_day} />
          {' · '}
          {detail.reporter
            ? t('complaints.case.reporter', { name: detail.reporter.full_name })
            : t('complaints.case.anonymousReporter')}
          {detail.verbal ? ` · ${t('complaints.case.verbal')}` : ''}
          {' · '}
          {t(`complaints.profiles.${detail.profile}`)}
        </Typography>
        {detail.archived ? (
          <Alert severity="info">{t('complaints.case.archivedNote')}</Alert>
        ) : null}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Downloads detail={detail} />
          <Archive detail={detail} />
        </Stack>
      </Stack>
      <Panel level={2} title={t('complaints.case.facts')}>
        <CaseFacts detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.deadlines.title')}>
        <DeadlineList deadlines={detail.deadlines} />
      </Panel>
      <Panel
        level={2}
        title={t('complaints.messages.withReporter')}
        description={detail.identified ? undefined : t('complaints.messages.anonymousNote')}
      >
        <MessageThread
          messages={detail.messages}
          viewer="handler"
          readOnly={detail.archived}
          onSend={(body) => message.mutateAsync(body)}
        />
      </Panel>
      <Panel level={2} title={t('complaints.case.progress')}>
        <CaseStage detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.case.team')}>
        <CaseTeam detail={detail} />
      </Panel>
      <Panel
        level={2}
        title={t('complaints.case.notes')}
        description={t('complaints.case.notesHelp')}
      >
        <CaseNotes detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.evidence.title')}>
        <CaseEvidence detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.case.measures')}>
        <CaseMeasures detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.case.report')}>
        <CaseReport detail={detail} />
      </Panel>
      <Panel level={2} title={t('complaints.log.title')} description={t('complaints.log.help')}>
        <CaseLog detail={detail} />
      </Panel>
      <Panel
        level={2}
        title={t('complaints.case.access')}
        description={t('complaints.case.accessHelp')}
      >
        <CaseAccess detail={detail} />
      </Panel>
    </Stack>
  );
}

export function CasePage() {
  const { t } = useTranslation();
  const { caseId } = useParams();
  const id = Number(caseId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...caseQueryOptions(id), enabled: valid });
  useDocumentTitle(t('complaints.case.pageTitle', { id: valid ? id : '' }));
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={complaintsPaths.home}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.case.back')}
      </Button>
      {valid ? (
        <QueryContent query={query} loadingLabel={t('complaints.case.loading')}>
          {(detail) => <CaseView key={detail.id} detail={detail} />}
        </QueryContent>
      ) : (
        <Alert severity="error">{t('complaints.case.notFound')}</Alert>
      )}
    </Stack>
  );
}
