import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { AttachmentsField } from '@/components/form/attachments-field';
import { DateInput } from '@/components/form/date-input';
import { EditorProblems } from '@/components/form/editor-problems';
import { TextInput } from '@/components/form/text-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { Panel } from '@/components/layout/panel';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import { saveProgramMutation } from '../api/admin-programs';
import { PROGRAM_LIMITS, type ProgramDetail } from '../api/programs';
import { useEvidenceAttachmentTexts } from '../lib/use-attachment-texts';
import { useProgramErrorMessage } from '../lib/use-program-error';

import { ActionEditor } from './action-editor';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  fieldMessages,
  inputOf,
  newAction,
  type ActionDraft,
  type ProgramDraft,
} from './program-draft';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type ProgramEditorProps = {
  /** null: a new program. */
  program: ProgramDetail | null;
  /** Admins choose the owners; owners edit the rest. */
  isAdmin: boolean;
  onSaved: (program: ProgramDetail) => void;
};

/** A program's fields and actions (PRG-1, PRG-2): title, description, cover, period, budget,
 *  audience, owners, whether approved evidence shows in its activity and whether it is
 *  mandatory; then its actions. The checks run on submit, the server's field messages land
 *  under their fields. */
export function ProgramEditor({ program, isAdmin, onSaved }: ProgramEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const describeError = useProgramErrorMessage();
  const [draft, setDraft] = useState<ProgramDraft>(() =>
    program ? draftOf(program) : emptyDraft(),
  );
  const [checked, setChecked] = useState(false);
  const cover = useAttachmentUploads('program-attachment', 1);
  const coverTexts = useEvidenceAttachmentTexts(true);
  const save = useMutation(saveProgramMutation(program?.id ?? null));

  const local = checked ? checkDraft(draft) : new Map<string, string>();
  const server = fieldMessages(save.error instanceof ApiError ? save.error.fields : {});
  const errorAt = (path: string): string | undefined => {
    const own = local.get(path);
    return own ? t(`programs.admin.errors.${own as 'required'}`) : server.get(path);
  };
  const set = (change: Partial<ProgramDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setAction = (index: number, change: Partial<ActionDraft>) =>
    set({
      actions: draft.actions.map((action, at) =>
        at === index ? { ...action, ...change } : action,
      ),
    });
  const removeAction = (index: number) => {
    const gone = draft.actions[index]?.key;
    set({
      actions: draft.actions
        .filter((_action, at) => at !== index)
        .map((action) => ({
          ...action,
          prerequisites: action.prerequisites.filter((key) => key !== gone),
        })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (cover.uploading) return;
    if (checkDraft(draft).size > 0) return;
    const coverKey = cover.keys[0] ?? draft.coverKey;
    save.mutate(inputOf({ ...draft, coverKey }, isAdmin), {
      onSuccess: (saved) => {
        showToast(t(program ? 'programs.admin.saved' : 'programs.admin.created'), 'success');
        // New actions now have ids: the next save must keep them, not add them again.
        setDraft(draftOf(saved));
        setChecked(false);
        for (const item of cover.items) cover.remove(item.id);
        onSaved(saved);
      },
    });
  };
  const known = (path: string) =>
    [
      'title',
      'description',
      'starts_on',
      'ends_on',
      'budget_points',
      'audience',
      'actions',
    ].includes(path) ||
    /^actions\.\d+\.(title|instructions|points|per_person_limit|starts_on|ends_on|prerequisites)$/.test(
      path,
    );
  const loose = [...server.entries()].filter(([path]) => !known(path));
  const problems = checked ? checkDraft(draft).size : 0;

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={submit}
      noValidate
      aria-label={t('programs.admin.editorLabel')}
    >
      <Panel title={t('programs.admin.sections.program')}>
        <TextInput
          id={`${id}-title`}
          label={t('programs.admin.fields.title')}
          required
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          inputProps={{ maxLength: PROGRAM_LIMITS.titleMax }}
          error={Boolean(errorAt('title'))}
          helperText={errorAt('title')}
        />
        <TextInput
          id={`${id}-description`}
          label={t('programs.admin.fields.description')}
          multiline
          minRows={3}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          inputProps={{ maxLength: PROGRAM_LIMITS.descriptionMax }}
          error={Boolean(errorAt('description'))}
          helperText={errorAt('description')}
        />
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('programs.admin.fields.cover')}
          </Typography>
          {draft.coverUrl && cover.items.length === 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={draft.coverUrl}
                alt={t('programs.admin.fields.coverCurrent')}
                sx={{ width: 120, height: 60, objectFit: 'cover', borderRadius: 1 }}
              />
              <Button size="small" onClick={() => set({ coverKey: null, coverUrl: null })}>
                {t('programs.admin.fields.coverRemove')}
              </Button>
            </Stack>
          ) : null}
          <AttachmentsField uploads={{ ...cover, accept: IMAGE_TYPES }} texts={coverTexts} />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <DateInput
            id={`${id}-starts`}
            label={t('programs.admin.fields.startsOn')}
            value={draft.startsOn}
            onChange={(value) => set({ startsOn: value })}
            error={Boolean(errorAt('starts_on'))}
            helperText={errorAt('starts_on')}
          />
          <DateInput
            id={`${id}-ends`}
            label={t('programs.admin.fields.endsOn')}
            value={draft.endsOn}
            onChange={(value) => set({ endsOn: value })}
            error={Boolean(errorAt('ends_on'))}
            helperText={errorAt('ends_on')}
          />
          <TextInput
            id={`${id}-budget`}
            label={t('programs.admin.fields.budget')}
            value={draft.budget}
            onChange={(event) => set({ budget: event.target.value })}
            inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorAt('budget_points'))}
            helperText={errorAt('budget_points') ?? t('programs.admin.fields.budgetHelp')}
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.showInFeed}
              onChange={(event) => set({ showInFeed: event.target.checked })}
            />
          }
          label={t('programs.admin.fields.showInFeed')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.mandatory}
              onChange={(event) => set({ mandatory: event.target.checked })}
            />
          }
          label={t('programs.admin.fields.mandatory')}
        />
      </Panel>
      <Panel title={t('programs.admin.sections.people')}>
        {isAdmin ? (
          <PeoplePicker
            id={`${id}-owners`}
            multiple
            label={t('programs.admin.fields.owners')}
            helperText={t('programs.admin.fields.ownersHelp')}
            value={draft.owners}
            onChange={(owners) => set({ owners: owners.slice(0, PROGRAM_LIMITS.ownersMax) })}
            variant="contact"
          />
        ) : (
          <Typography>
            {t('programs.admin.fields.ownersFixed', {
              names: draft.owners.map((owner) => owner.full_name).join(', ') || '—',
            })}
          </Typography>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={draft.audience.everyone}
              onChange={(event) =>
                set({ audience: { ...draft.audience, everyone: event.target.checked } })
              }
            />
          }
          label={t('programs.admin.audience.everyone')}
        />
        {draft.audience.everyone ? null : (
          <AudienceListsField
            departments={draft.audience.departments}
            groups={draft.audience.groups}
            labels={{
              departments: t('programs.admin.audience.departments'),
              groups: t('programs.admin.audience.groups'),
            }}
            onChange={(lists) => set({ audience: { ...draft.audience, ...lists } })}
          />
        )}
        {errorAt('audience') ? (
          <Alert severity="error" role="alert">
            {errorAt('audience')}
          </Alert>
        ) : null}
      </Panel>
      <Panel title={t('programs.admin.sections.actions')}>
        {errorAt('actions') ? (
          <Alert severity="error" role="alert">
            {errorAt('actions')}
          </Alert>
        ) : null}
        {draft.actions.map((action, index) => (
          <Paper key={action.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <ActionEditor
              index={index}
              action={action}
              others={draft.actions}
              onChange={(change) => setAction(index, change)}
              onRemove={draft.actions.length > 1 ? () => removeAction(index) : undefined}
              errorAt={(field) => errorAt(`actions.${index}.${field}`)}
            />
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => set({ actions: [...draft.actions, newAction(draft.actions)] })}
            disabled={draft.actions.length >= PROGRAM_LIMITS.actionsMax}
          >
            {t('programs.admin.action.add')}
          </Button>
        </Box>
      </Panel>
      <EditorProblems
        summary={problems > 0 ? t('programs.admin.errors.summary', { count: problems }) : null}
        loose={loose}
        failure={save.isError && server.size === 0 ? describeError(save.error) : null}
      />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {program ? t('programs.admin.save') : t('programs.admin.create')}
        </Button>
      </Box>
    </Stack>
  );
}
