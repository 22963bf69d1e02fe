import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { AttachmentsField } from '@/components/form/attachments-field';
import { DateInput } from '@/components/form/date-input';
import { EditorProblems } from '@/components/form/editor-problems';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { Panel } from '@/components/layout/panel';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import { badgesQueryOptions, saveChallengeMutation } from '../api/admin-challenges';
import {
  CHALLENGE_EVIDENCE,
  CHALLENGE_LIMITS,
  CHALLENGE_METRICS,
  CHALLENGE_RECURRENCES,
  PRODUCT_EVENTS,
  type ChallengeDetail,
} from '../api/challenges';
import { useClaimAttachmentTexts } from '../lib/use-attachment-texts';
import { useChallengeErrorMessage } from '../lib/use-challenge-error';

import {
  canEdit,
  checkDraft,
  draftOf,
  emptyDraft,
  fieldMessages,
  inputOf,
  takesClaims,
  type ChallengeDraft,
} from './challenge-draft';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const KNOWN_FIELDS = new Set([
  'title',
  'rules',
  'starts_on',
  'ends_on',
  'target',
  'unit',
  'max_per_claim',
  'reward_points',
  'badge_id',
  'max_claims_per_day',
  'max_claims_total',
  'four_eyes_points',
  'audience',
  'alternative',
]);

export type ChallengeEditorProps = {
  /** null: a new challenge. */
  challenge: ChallengeDetail | null;
  onSaved: (challenge: ChallengeDetail) => void;
};

/** A challenge's fields (CHL-1) in groups: basics, metric and target, reward, approval and guard
 *  rails, audience, accessible alternative. Once active only the texts, cover, end date,
 *  approvers, limits and alternative change; the rest is shown but locked. The checks run on
 *  submit, the server's field messages land under their fields. */
export function ChallengeEditor({ challenge, onSaved }: ChallengeEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const describeError = useChallengeErrorMessage();
  const [draft, setDraft] = useState<ChallengeDraft>(() =>
    challenge ? draftOf(challenge) : emptyDraft(),
  );
  const [checked, setChecked] = useState(false);
  const cover = useAttachmentUploads('program-attachment', 1);
  const coverTexts = useClaimAttachmentTexts(true);
  const save = useMutation(saveChallengeMutation(challenge?.id ?? null));
  const badges = useQuery({ ...badgesQueryOptions(), retry: false });
  const status = challenge?.status ?? null;
  const locked = (field: string) => !canEdit(status, field);

  const local = checked ? checkDraft(draft) : new Map<string, string>();
  const server = fieldMessages(save.error instanceof ApiError ? save.error.fields : {});
  const errorAt = (path: string): string | undefined => {
    const own = local.get(path);
    return own ? t(`challenges.admin.errors.${own as 'required'}`) : server.get(path);
  };
  const set = (change: Partial<ChallengeDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (cover.uploading) return;
    if (checkDraft(draft).size > 0) return;
    const coverKey = cover.keys[0] ?? draft.coverKey;
    save.mutate(inputOf({ ...draft, coverKey }), {
      onSuccess: (saved) => {
        showToast(t(challenge ? 'challenges.admin.saved' : 'challenges.admin.created'), 'success');
        setDraft(draftOf(saved));
        setChecked(false);
        for (const item of cover.items) cover.remove(item.id);
        onSaved(saved);
      },
    });
  };
  const loose = [...server.entries()].filter(([path]) => !KNOWN_FIELDS.has(path));
  const problems = checked ? checkDraft(draft).size : 0;
  const claims = takesClaims(draft.metric);
  const field = (name: string, helper?: string) => ({
    error: Boolean(errorAt(name)),
    helperText: errorAt(name) ?? helper,
    disabled: locked(name),
  });
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  } as const;

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={submit}
      noValidate
      aria-label={t('challenges.admin.editorLabel')}
    >
      {status === 'active' || status === 'inactive' ? (
        <Alert severity="info">{t('challenges.admin.lockedIntro')}</Alert>
      ) : null}
      <Panel title={t('challenges.admin.sections.basics')}>
        <TextInput
          id={`${id}-title`}
          label={t('challenges.admin.fields.title')}
          required
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          inputProps={{ maxLength: CHALLENGE_LIMITS.titleMax }}
          {...field('title')}
        />
        <TextInput
          id={`${id}-rules`}
          label={t('challenges.admin.fields.rules')}
          multiline
          minRows={3}
          value={draft.rules}
          onChange={(event) => set({ rules: event.target.value })}
          inputProps={{ maxLength: CHALLENGE_LIMITS.rulesMax }}
          {...field('rules')}
        />
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('challenges.admin.fields.cover')}
          </Typography>
          {draft.coverUrl && cover.items.length === 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={draft.coverUrl}
                alt={t('challenges.admin.fields.coverCurrent')}
                sx={{ width: 120, height: 60, objectFit: 'cover', borderRadius: 1 }}
              />
              <Button size="small" onClick={() => set({ coverKey: null, coverUrl: null })}>
                {t('challenges.admin.fields.coverRemove')}
              </Button>
            </Stack>
          ) : null}
          <AttachmentsField uploads={{ ...cover, accept: IMAGE_TYPES }} texts={coverTexts} />
        </Stack>
        <Box sx={grid}>
          <DateInput
            id={`${id}-starts`}
            label={t('challenges.admin.fields.startsOn')}
            value={draft.startsOn}
            onChange={(value) => set({ startsOn: value })}
            {...field('starts_on')}
          />
          <DateInput
            id={`${id}-ends`}
            label={t('challenges.admin.fields.endsOn')}
            value={draft.endsOn}
            onChange={(value) => set({ endsOn: value })}
            {...field('ends_on')}
          />
          <SelectInput
            id={`${id}-recurrence`}
            label={t('challenges.admin.fields.recurrence')}
            value={draft.recurrence}
            onChange={(event) =>
              set({ recurrence: event.target.value as ChallengeDraft['recurrence'] })
            }
            options={CHALLENGE_RECURRENCES.map((value) => ({
              value,
              label: t(`challenges.admin.recurrence.${value}`),
            }))}
            disabled={locked('recurrence')}
          />
          <SelectInput
            id={`${id}-join`}
            label={t('challenges.admin.fields.joinMode')}
            value={draft.joinMode}
            onChange={(event) =>
              set({ joinMode: event.target.value as ChallengeDraft['joinMode'] })
            }
            options={(['open', 'automatic'] as const).map((value) => ({
              value,
              label: t(`challenges.admin.joinMode.${value}`),
            }))}
            disabled={locked('join_mode')}
          />
          <SelectInput
            id={`${id}-kind`}
            label={t('challenges.admin.fields.kind')}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as ChallengeDraft['kind'] })}
            options={(['individual', 'team'] as const).map((value) => ({
              value,
              label: t(`challenges.admin.kind.${value}`),
            }))}
            disabled={locked('kind')}
          />
          {draft.kind === 'team' ? (
            <SelectInput
              id={`${id}-team`}
              label={t('challenges.admin.fields.teamBasis')}
              value={draft.teamBasis}
              onChange={(event) =>
                set({ teamBasis: event.target.value as ChallengeDraft['teamBasis'] })
              }
              options={(['department', 'group'] as const).map((value) => ({
                value,
                label: t(`challenges.admin.teamBasis.${value}`),
              }))}
              disabled={locked('team_basis')}
            />
          ) : null}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.showInFeed}
              onChange={(event) => set({ showInFeed: event.target.checked })}
            />
          }
          label={t('challenges.admin.fields.showInFeed')}
        />
      </Panel>
      <Panel title={t('challenges.admin.sections.metric')}>
        <Box sx={grid}>
          <SelectInput
            id={`${id}-metric`}
            label={t('challenges.admin.fields.metric')}
            value={draft.metric}
            onChange={(event) => set({ metric: event.target.value as ChallengeDraft['metric'] })}
            options={CHALLENGE_METRICS.map((value) => ({
              value,
              label: t(`challenges.admin.metric.${value}`),
            }))}
            disabled={locked('metric')}
          />
          {draft.metric === 'product_event' ? (
            <SelectInput
              id={`${id}-event`}
              label={t('challenges.admin.fields.productEvent')}
              value={draft.productEvent}
              onChange={(event) =>
                set({ productEvent: event.target.value as ChallengeDraft['productEvent'] })
              }
              options={PRODUCT_EVENTS.map((value) => ({
                value,
                label: t(`challenges.admin.productEvent.${value}`),
              }))}
              disabled={locked('product_event')}
            />
          ) : null}
          {claims ? (
            <SelectInput
              id={`${id}-evidence`}
              label={t('challenges.admin.fields.evidence')}
              value={draft.evidence}
              onChange={(event) =>
                set({ evidence: event.target.value as ChallengeDraft['evidence'] })
              }
              options={CHALLENGE_EVIDENCE.map((value) => ({
                value,
                label: t(`challenges.admin.evidence.${value}`),
              }))}
              disabled={locked('evidence')}
            />
          ) : null}
          {draft.metric === 'number' ? (
            <>
              <TextInput
                id={`${id}-unit`}
                label={t('challenges.admin.fields.unit')}
                value={draft.unit}
                onChange={(event) => set({ unit: event.target.value })}
                inputProps={{ maxLength: CHALLENGE_LIMITS.unitMax }}
                {...field('unit', t('challenges.admin.fields.unitHelp'))}
              />
              <TextInput
                id={`${id}-max`}
                label={t('challenges.admin.fields.maxPerClaim')}
                required
                value={draft.maxPerClaim}
                onChange={(event) => set({ maxPerClaim: event.target.value })}
                inputProps={{ inputMode: 'decimal' }}
                {...field('max_per_claim')}
              />
            </>
          ) : null}
          <TextInput
            id={`${id}-target`}
            label={t('challenges.admin.fields.target')}
            required
            value={draft.target}
            onChange={(event) => set({ target: event.target.value })}
            inputProps={{ inputMode: 'decimal' }}
            {...field('target', t('challenges.admin.fields.targetHelp'))}
          />
        </Box>
      </Panel>
      <Panel title={t('challenges.admin.sections.reward')}>
        <Box sx={grid}>
          <TextInput
            id={`${id}-reward`}
            label={t('challenges.admin.fields.rewardPoints')}
            value={draft.rewardPoints}
            onChange={(event) => set({ rewardPoints: event.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            {...field('reward_points', t('challenges.admin.fields.rewardHelp'))}
          />
          <SelectInput
            id={`${id}-badge`}
            label={t('challenges.admin.fields.badge')}
            value={draft.badgeId}
            onChange={(event) => set({ badgeId: event.target.value })}
            options={[
              { value: '', label: t('challenges.admin.fields.noBadge') },
              ...(badges.data ?? [])
                .filter((badge) => badge.active)
                .map((badge) => ({ value: String(badge.id), label: badge.name })),
              ...(draft.badgeId !== '' &&
              !(badges.data ?? []).some((badge) => String(badge.id) === draft.badgeId)
                ? [{ value: draft.badgeId, label: challenge?.badge?.name ?? `#${draft.badgeId}` }]
                : []),
            ]}
            disabled={locked('badge_id')}
            helperText={errorAt('badge_id')}
            error={Boolean(errorAt('badge_id'))}
          />
        </Box>
      </Panel>
      <Panel title={t('challenges.admin.sections.approval')}>
        {claims ? (
          <SelectInput
            id={`${id}-approval`}
            label={t('challenges.admin.fields.approval')}
            value={draft.approval}
            onChange={(event) =>
              set({ approval: event.target.value as ChallengeDraft['approval'] })
            }
            options={(['manual', 'auto'] as const).map((value) => ({
              value,
              label: t(`challenges.admin.approval.${value}`),
            }))}
            disabled={locked('approval')}
          />
        ) : null}
        <PeoplePicker
          id={`${id}-approvers`}
          multiple
          label={t('challenges.admin.fields.approvers')}
          helperText={t(
            draft.metric === 'checkin'
              ? 'challenges.admin.fields.approversCodeHelp'
              : 'challenges.admin.fields.approversHelp',
          )}
          value={draft.approvers}
          onChange={(approvers) =>
            set({ approvers: approvers.slice(0, CHALLENGE_LIMITS.approversMax) })
          }
          variant="contact"
        />
        {claims ? (
          <Box sx={grid}>
            <TextInput
              id={`${id}-per-day`}
              label={t('challenges.admin.fields.maxPerDay')}
              required
              value={draft.maxPerDay}
              onChange={(event) => set({ maxPerDay: event.target.value })}
              inputProps={{ inputMode: 'numeric' }}
              {...field('max_claims_per_day')}
            />
            <TextInput
              id={`${id}-total`}
              label={t('challenges.admin.fields.maxTotal')}
              value={draft.maxTotal}
              onChange={(event) => set({ maxTotal: event.target.value })}
              inputProps={{ inputMode: 'numeric' }}
              {...field('max_claims_total', t('challenges.admin.fields.maxTotalHelp'))}
            />
            <TextInput
              id={`${id}-four-eyes`}
              label={t('challenges.admin.fields.fourEyes')}
              value={draft.fourEyes}
              onChange={(event) => set({ fourEyes: event.target.value })}
              inputProps={{ inputMode: 'numeric' }}
              {...field('four_eyes_points', t('challenges.admin.fields.fourEyesHelp'))}
            />
          </Box>
        ) : null}
      </Panel>
      <Panel title={t('challenges.admin.sections.audience')}>
        <FormControlLabel
          control={
            <Switch
              checked={draft.audience.everyone}
              disabled={locked('audience')}
              onChange={(event) =>
                set({ audience: { ...draft.audience, everyone: event.target.checked } })
              }
            />
          }
          label={t('challenges.admin.audience.everyone')}
        />
        {draft.audience.everyone ? null : (
          <AudienceListsField
            departments={draft.audience.departments}
            groups={draft.audience.groups}
            labels={{
              departments: t('challenges.admin.audience.departments'),
              groups: t('challenges.admin.audience.groups'),
            }}
            disabled={locked('audience')}
            onChange={(lists) => set({ audience: { ...draft.audience, ...lists } })}
          />
        )}
        {errorAt('audience') ? (
          <Alert severity="error" role="alert">
            {errorAt('audience')}
          </Alert>
        ) : null}
      </Panel>
      <Panel title={t('challenges.admin.sections.alternative')}>
        <TextInput
          id={`${id}-alternative`}
          label={t('challenges.admin.fields.alternative')}
          multiline
          minRows={2}
          value={draft.alternative}
          onChange={(event) => set({ alternative: event.target.value })}
          inputProps={{ maxLength: CHALLENGE_LIMITS.alternativeMax }}
          {...field('alternative', t('challenges.admin.fields.alternativeHelp'))}
        />
      </Panel>
      <EditorProblems
        summary={problems > 0 ? t('challenges.admin.errors.summary', { count: problems }) : null}
        loose={loose}
        failure={save.isError && server.size === 0 ? describeError(save.error) : null}
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {challenge ? t('challenges.admin.save') : t('challenges.admin.create')}
        </Button>
      </Box>
    </Stack>
  );
}
