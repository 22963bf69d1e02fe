import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { SectionHeader } from '@/components/layout/section-header';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  campaignQueryOptions,
  createCampaign,
  IDEA_LIMITS,
  refreshIdeas,
  updateCampaign,
  type IdeaCampaign,
  type IdeaCampaignStatus,
} from '../api/ideas';
import { fieldError, useErrorText } from '../lib/use-error-text';
import { CampaignStateChip } from '../pages/ideas-tab';
import { campaignPath } from '../paths';

import {
  checkDraft,
  draftOf,
  emptyDraft,
  toCampaignInput,
  type CampaignDraft,
  type DraftField,
} from './campaign-draft';

export type CampaignEditorProps = {
  campaignId: number | null;
  onBack: () => void;
  onCreated: (id: number) => void;
};

/** The console's campaign editor: a new campaign (saved as a draft or opened at once) or one to
 *  change, open, close or open again. */
export function CampaignEditor({ campaignId, onBack, onCreated }: CampaignEditorProps) {
  const { t } = useTranslation();
  const query = useQuery({
    ...campaignQueryOptions(campaignId ?? 0),
    enabled: campaignId !== null,
  });
  if (campaignId !== null && query.isPending)
    return <LoadingBlock label={t('suggestions.editor.loading')} />;
  if (campaignId !== null && query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const campaign = campaignId !== null ? (query.data ?? null) : null;
  return (
    <EditorForm
      key={campaign?.updated_at ?? 'new'}
      campaign={campaign}
      onBack={onBack}
      onCreated={onCreated}
    />
  );
}

function EditorForm({
  campaign,
  onBack,
  onCreated,
}: {
  campaign: IdeaCampaign | null;
  onBack: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const format = useNumberFormat();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    campaign ? draftOf(campaign) : emptyDraft(),
  );
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const set = (change: Partial<CampaignDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const save = useMutation({
    mutationFn: (status: IdeaCampaignStatus | null) => {
      const input = toCampaignInput(draft);
      if (!campaign)
        return createCampaign({ ...input, status: status === 'open' ? 'open' : 'draft' });
      if (status === 'closed') return updateCampaign(campaign.id, { status });
      // An unchanged deadline is not sent (a closed campaign's may be gone already).
      const { deadline, ...rest } = input;
      const patch = deadlineChanged ? { ...rest, deadline } : rest;
      // A campaign open in status but past its deadline opens again with a new deadline alone.
      const move = status === 'open' && campaign.status !== 'open' ? { status } : {};
      return updateCampaign(campaign.id, { ...patch, ...move });
    },
    onSuccess: async (saved, status) => {
      showToast(
        status === 'open'
          ? t('suggestions.editor.opened')
          : status === 'closed'
            ? t('suggestions.editor.closedToast')
            : t('suggestions.editor.saved'),
        'success',
      );
      await refreshIdeas(client);
      if (!campaign) onCreated(saved.id);
    },
    onError: (error) => {
      const fields: DraftField[] = [
        'title',
        'description',
        'deadline',
        'audience',
        'reviewer_ids',
        'accepted_points',
        'implemented_points',
      ];
      setProblems(
        Object.fromEntries(
          fields.flatMap((field) => {
            const message = fieldError(error, field);
            return message ? [[field, message]] : [];
          }),
        ),
      );
    },
  });
  const deadlineChanged = campaign === null || draftOf(campaign).deadline !== draft.deadline;
  const submit = (status: IdeaCampaignStatus | null) => {
    // Closing by hand needs no check of the rest; an unchanged deadline may be gone already
    // unless the campaign is to open again.
    const found = status === 'closed' ? {} : checkDraft(draft, Date.now());
    if (
      !deadlineChanged &&
      status !== 'open' &&
      found.deadline === 'suggestions.editor.errors.deadlinePast'
    )
      delete found.deadline;
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (Object.keys(found).length === 0) save.mutate(status);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(null);
  };
  const placed = Object.values(problems).some(Boolean);
  const pointsHelp = t('suggestions.editor.pointsHelp', { max: format.number(IDEA_LIMITS.points) });
  return (
    <Stack spacing={2}>
      <Box>
        <Link component="button" type="button" onClick={onBack} underline="hover">
          {t('suggestions.editor.back')}
        </Link>
      </Box>
      <SectionHeader
        title={campaign ? t('suggestions.editor.editTitle') : t('suggestions.editor.newTitle')}
        description={t('suggestions.editor.description')}
        action={
          campaign ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CampaignStateChip campaign={campaign} />
              <Link component={RouterLink} to={campaignPath(campaign.id)}>
                {t('suggestions.editor.view')}
              </Link>
            </Stack>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <TextInput
            id={`${id}-title`}
            label={t('suggestions.editor.question')}
            required
            value={draft.title}
            onChange={(event) => set({ title: event.target.value })}
            inputProps={{ maxLength: IDEA_LIMITS.campaignTitle }}
            error={Boolean(problems.title)}
            helperText={problems.title ?? t('suggestions.editor.questionHelp')}
          />
          <TextInput
            id={`${id}-description`}
            label={t('suggestions.editor.descriptionField')}
            multiline
            minRows={3}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
            inputProps={{ maxLength: IDEA_LIMITS.campaignDescription }}
            error={Boolean(problems.description)}
            helperText={problems.description}
          />
          <DateInput
            id={`${id}-deadline`}
            label={t('suggestions.editor.deadline')}
            required
            value={draft.deadline}
            onChange={(deadline) => set({ deadline })}
            error={Boolean(problems.deadline)}
            helperText={problems.deadline ?? t('suggestions.editor.deadlineHelp')}
          />
          <Stack spacing={1.5}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.everyone}
                  onChange={(event) => set({ everyone: event.target.checked })}
                />
              }
              label={t('suggestions.editor.everyone')}
            />
            {draft.everyone ? null : (
              <AudienceListsField
                departments={draft.departments}
                groups={draft.groups}
                onChange={(lists) => set(lists)}
                labels={{
                  departments: t('suggestions.editor.departments'),
                  groups: t('suggestions.editor.groups'),
                }}
              />
            )}
            {problems.audience ? (
              <Alert severity="error" role="alert">
                {problems.audience}
              </Alert>
            ) : null}
          </Stack>
          <PeoplePicker
            multiple
            id={`${id}-reviewers`}
            label={t('suggestions.editor.reviewers')}
            required
            value={draft.reviewers}
            onChange={(reviewers) => set({ reviewers })}
            error={problems.reviewer_ids}
            helperText={t('suggestions.editor.reviewersHelp')}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TextInput
              id={`${id}-accepted`}
              label={t('suggestions.editor.acceptedPoints')}
              inputMode="numeric"
              value={draft.acceptedPoints}
              onChange={(event) => set({ acceptedPoints: event.target.value })}
              error={Boolean(problems.accepted_points)}
              helperText={problems.accepted_points ?? pointsHelp}
            />
            <TextInput
              id={`${id}-implemented`}
              label={t('suggestions.editor.implementedPoints')}
              inputMode="numeric"
              value={draft.implementedPoints}
              onChange={(event) => set({ implementedPoints: event.target.value })}
              error={Boolean(problems.implemented_points)}
              helperText={problems.implemented_points ?? pointsHelp}
            />
          </Box>
          {save.isError && !placed ? (
            <Alert severity="error" role="alert">
              {errorText(save.error)}
            </Alert>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {campaign === null ? (
              <>
                <Button variant="contained" loading={save.isPending} onClick={() => submit('open')}>
                  {t('suggestions.editor.createOpen')}
                </Button>
                <Button type="submit" variant="outlined" disabled={save.isPending}>
                  {t('suggestions.editor.createDraft')}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" variant="contained" loading={save.isPending}>
                  {t('suggestions.editor.save')}
                </Button>
                {campaign.status === 'draft' || !campaign.open ? (
                  <Button
                    variant="outlined"
                    disabled={save.isPending}
                    onClick={() => submit('open')}
                  >
                    {campaign.status === 'draft'
                      ? t('suggestions.editor.open')
                      : t('suggestions.editor.reopen')}
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    color="warning"
                    disabled={save.isPending}
                    onClick={() => submit('closed')}
                  >
                    {t('suggestions.editor.close')}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
