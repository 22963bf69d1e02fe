// Moving the case on (CMP-8, CMP-9): its stage (the log records the matching milestone; a closed
// case does not reopen), the compliance milestones that do not change the stage (parties
// notified, the DT's aviso and depósito), and the sealed final report (read-only once saved).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import type { ComplaintCaseDetail, ComplaintStage, Milestone } from '../api/cases';
import { STAGES } from '../lib/stages';

import { useCaseMutations, useWriteError } from './use-case-write';

const MILESTONES: readonly Milestone[] = [
  'resguardo_adopted',
  'notified',
  'dt_notice',
  'dt_deposit',
];

export function CaseStage({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const mutations = useCaseMutations(detail.id);
  const stage = useMutation(mutations.stage);
  const fieldId = useId();
  const milestone = useMutation(mutations.milestone);
  const stageError = useWriteError(stage);
  const milestoneError = useWriteError(milestone);
  const [next, setNext] = useState<ComplaintStage>(detail.stage);
  const [detailText, setDetailText] = useState('');
  const [kind, setKind] = useState<Milestone>('notified');
  const [milestoneText, setMilestoneText] = useState('');
  const locked = detail.archived || detail.stage === 'closed';

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <SelectInput
          id={`${fieldId}-stage`}
          label={t('complaints.case.stage')}
          value={next}
          onChange={(event) => {
            stage.reset();
            setNext(event.target.value as ComplaintStage);
          }}
          disabled={locked || stage.isPending}
          sx={{ maxWidth: 360 }}
          options={STAGES.map((entry) => ({
            value: entry,
            label: t(`complaints.stages.${entry}`),
          }))}
        />
        <TextInput
          id={`${fieldId}-1`}
          label={t('complaints.case.stageDetail')}
          helperText={t('complaints.case.noNames')}
          value={detailText}
          onChange={(event) => setDetailText(event.target.value)}
          disabled={locked || stage.isPending}
          inputProps={{ maxLength: 500 }}
        />
        {stageError ? (
          <Alert severity="error" role="alert">
            {stageError}
          </Alert>
        ) : null}
        <Button
          variant="contained"
          disabled={locked || next === detail.stage || stage.isPending}
          onClick={() =>
            stage.mutate(
              { stage: next, detail: detailText.trim() },
              { onSuccess: () => setDetailText('') },
            )
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('complaints.case.changeStage')}
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('complaints.case.milestones')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SelectInput
            id={`${fieldId}-milestone`}
            label={t('complaints.case.milestone')}
            value={kind}
            onChange={(event) => setKind(event.target.value as Milestone)}
            disabled={detail.archived || milestone.isPending}
            sx={{ minWidth: 240 }}
            options={MILESTONES.map((entry) => ({
              value: entry,
              label: t(`complaints.log.kinds.${entry}`),
            }))}
          />
          <TextInput
            id={`${fieldId}-2`}
            label={t('complaints.case.milestoneDetail')}
            helperText={t('complaints.case.noNames')}
            value={milestoneText}
            onChange={(event) => setMilestoneText(event.target.value)}
            disabled={detail.archived || milestone.isPending}
            inputProps={{ maxLength: 500 }}
          />
        </Stack>
        {milestoneError ? (
          <Alert severity="error" role="alert">
            {milestoneError}
          </Alert>
        ) : null}
        {milestone.isSuccess ? (
          <Alert severity="success" role="status">
            {t('complaints.case.milestoneRecorded')}
          </Alert>
        ) : null}
        <Button
          variant="outlined"
          disabled={detail.archived || milestone.isPending}
          onClick={() =>
            milestone.mutate(
              { kind, detail: milestoneText.trim() },
              { onSuccess: () => setMilestoneText('') },
            )
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('complaints.case.recordMilestone')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function CaseReport({ detail }: { detail: ComplaintCaseDetail }) {
  const { t } = useTranslation();
  const mutations = useCaseMutations(detail.id);
  const save = useMutation(mutations.report);
  const fieldId = useId();
  const error = useWriteError(save);
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);

  if (detail.report) {
    return (
      <Stack spacing={1} data-testid="final-report">
        <Typography variant="body2" color="text.secondary">
          {t('complaints.case.reportSaved')} <DateText value={detail.report.day} />
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {detail.report.text}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <TextInput
        id={`${fieldId}-3`}
        multiline
        minRows={6}
        label={t('complaints.case.reportText')}
        helperText={t('complaints.case.reportHelp')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={detail.archived || save.isPending}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        disabled={!text.trim() || detail.archived || save.isPending}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.case.saveReport')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('complaints.case.reportConfirmTitle')}
        body={t('complaints.case.reportConfirmBody')}
        confirmLabel={t('complaints.case.reportConfirm')}
        cancelLabel={t('complaints.common.cancel')}
        pending={save.isPending}
        onConfirm={() => save.mutate(text.trim(), { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
