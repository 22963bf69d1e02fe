import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { TextInput } from '@/components/form/text-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';

import {
  createFolderMutation,
  updateFolderMutation,
  type FolderDetail,
  type FolderEdit,
  type FolderInput,
} from '../api/files';
import { checkFolder } from '../lib/file-checks';
import { DESCRIPTION_MAX, FOLDER_NAME_MAX, OWNERS_MAX } from '../lib/file-rules';
import { useFieldErrors } from '../lib/use-field-errors';

import { EditorDialog } from './editor-dialog';

const FIELDS = [
  'name',
  'description',
  'audience',
  'owners',
  'employee_upload',
  'parent_id',
  'retention_days',
];

/** What the dialog does: a new top-level folder (admins), a new subfolder of `parent`, or an
 *  edit of `folder`. */
export type FolderDialogMode =
  { kind: 'create'; parent: FolderDetail | null } | { kind: 'edit'; folder: FolderDetail };

type Draft = {
  name: string;
  description: string;
  everyone: boolean;
  departments: number[];
  groups: number[];
  people: PersonRef[];
  owners: PersonRef[];
  employeeUpload: boolean;
  /** Days as typed; empty: files are kept until deleted. */
  retention: string;
};

function draftOf(mode: FolderDialogMode): Draft {
  if (mode.kind === 'create') {
    return {
      name: '',
      description: '',
      everyone: true,
      departments: [],
      groups: [],
      people: [],
      owners: [],
      employeeUpload: false,
      retention: '',
    };
  }
  const { folder } = mode;
  return {
    name: folder.name,
    description: folder.description,
    everyone: folder.audience?.everyone ?? true,
    departments: folder.audience?.departments ?? [],
    groups: folder.audience?.groups ?? [],
    people: folder.audience_people,
    owners: folder.owners,
    employeeUpload: folder.employee_upload,
    retention: folder.retention_days === null ? '' : String(folder.retention_days),
  };
}

/** Where the audience and the owners are chosen: only on a top-level shared folder (subfolders
 *  inherit them). */
function editsAudience(mode: FolderDialogMode): boolean {
  if (mode.kind === 'create') return mode.parent === null;
  return mode.folder.kind === 'shared' && mode.folder.parent_id === null;
}

/** "Nueva carpeta", "Nueva subcarpeta" and "Editar carpeta": name and description; on a
 *  top-level folder who sees it (everyone, or departments, groups and people) and who manages
 *  it; on a personal folder whether the person may upload. */
export function FolderDialog({
  mode,
  onClose,
  onSaved,
}: {
  mode: FolderDialogMode;
  onClose: () => void;
  onSaved?: (folder: FolderDetail) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useMutation(createFolderMutation());
  const update = useMutation(updateFolderMutation(mode.kind === 'edit' ? mode.folder.id : 0));
  const save = mode.kind === 'create' ? create : update;
  const errors = useFieldErrors(FIELDS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(mode));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const audience = editsAudience(mode);
  const personal = mode.kind === 'edit' && mode.folder.kind === 'personal';

  const submit = () => {
    if (
      !errors.check(
        checkFolder({
          name: draft.name,
          description: draft.description,
          owners: audience ? draft.owners.length : 0,
          audienceEmpty:
            audience &&
            !draft.everyone &&
            draft.departments.length + draft.groups.length + draft.people.length === 0,
          retention: draft.retention,
        }),
      )
    )
      return;
    const common = {
      name: draft.name.trim(),
      description: draft.description.trim(),
      retention_days: draft.retention.trim() === '' ? null : Number(draft.retention.trim()),
    };
    const shared = audience
      ? {
          audience: {
            everyone: draft.everyone,
            departments: draft.everyone ? [] : draft.departments,
            groups: draft.everyone ? [] : draft.groups,
            people: draft.everyone ? [] : draft.people.map((person) => person.id),
          },
          owners: draft.owners.map((person) => person.id),
        }
      : {};
    const done = (folder: FolderDetail) => {
      showToast(
        t(mode.kind === 'create' ? 'files.folderForm.created' : 'files.folderForm.saved', {
          name: folder.name,
        }),
        'success',
      );
      onSaved?.(folder);
      onClose();
    };
    if (mode.kind === 'create') {
      const input: FolderInput = { ...common, ...shared, parent_id: mode.parent?.id ?? null };
      create.mutate(input, { onSuccess: done, onError: (error) => errors.fail(error) });
    } else {
      const edit: FolderEdit = {
        ...common,
        ...shared,
        ...(personal ? { employee_upload: draft.employeeUpload } : {}),
      };
      update.mutate(edit, { onSuccess: done, onError: (error) => errors.fail(error) });
    }
  };

  const title =
    mode.kind === 'edit'
      ? t('files.folderForm.editTitle')
      : mode.parent
        ? t('files.folderForm.subTitle', { parent: mode.parent.name })
        : t('files.folderForm.newTitle');
  const pending = save.isPending;

  return (
    <EditorDialog
      title={title}
      submitLabel={t(mode.kind === 'create' ? 'files.folderForm.create' : 'files.folderForm.save')}
      pending={pending}
      error={errors.alert}
      onSubmit={submit}
      onClose={onClose}
      maxWidth={audience ? 'md' : 'sm'}
    >
      <TextInput
        id={`${id}-name`}
        label={t('files.folderForm.name')}
        required
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        inputProps={{ maxLength: FOLDER_NAME_MAX }}
        error={Boolean(errors.at('name'))}
        helperText={errors.at('name')}
        disabled={pending}
      />
      <TextInput
        id={`${id}-description`}
        label={t('files.folderForm.description')}
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => set({ description: event.target.value })}
        inputProps={{ maxLength: DESCRIPTION_MAX }}
        error={Boolean(errors.at('description'))}
        helperText={errors.at('description')}
        disabled={pending}
      />
      <TextInput
        id={`${id}-retention`}
        label={t('files.folderForm.retention')}
        value={draft.retention}
        onChange={(event) => set({ retention: event.target.value })}
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 4 }}
        error={Boolean(errors.at('retention_days'))}
        helperText={errors.at('retention_days') ?? t('files.folderForm.retentionHelp')}
        disabled={pending}
      />
      {mode.kind === 'create' && mode.parent ? (
        <FormHelperText sx={{ mx: 0 }}>{t('files.folderForm.inherits')}</FormHelperText>
      ) : null}
      {audience ? (
        <>
          <FormControl error={Boolean(errors.at('audience'))} disabled={pending}>
            <FormLabel id={`${id}-audience`}>{t('files.folderForm.audience')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-audience`}
              value={draft.everyone ? 'everyone' : 'some'}
              onChange={(event) => set({ everyone: event.target.value === 'everyone' })}
            >
              <FormControlLabel
                value="everyone"
                control={<Radio />}
                label={t('files.folderForm.everyone')}
              />
              <FormControlLabel
                value="some"
                control={<Radio />}
                label={t('files.folderForm.some')}
              />
            </RadioGroup>
            {errors.at('audience') ? (
              <FormHelperText>{errors.at('audience')}</FormHelperText>
            ) : null}
          </FormControl>
          {draft.everyone ? null : (
            <Stack spacing={2}>
              <AudienceListsField
                departments={draft.departments}
                groups={draft.groups}
                onChange={(lists) => set(lists)}
                labels={{
                  departments: t('files.folderForm.departments'),
                  groups: t('files.folderForm.groups'),
                }}
                disabled={pending}
              />
              <PeoplePicker
                id={`${id}-people`}
                label={t('files.folderForm.people')}
                multiple
                value={draft.people}
                onChange={(people) => set({ people })}
                disabled={pending}
              />
              <FormHelperText sx={{ mx: 0 }}>{t('files.folderForm.someHelp')}</FormHelperText>
            </Stack>
          )}
          <PeoplePicker
            id={`${id}-owners`}
            label={t('files.folderForm.owners')}
            multiple
            value={draft.owners}
            onChange={(owners) => set({ owners })}
            error={errors.at('owners')}
            helperText={t('files.folderForm.ownersHelp', { max: OWNERS_MAX })}
            disabled={pending}
          />
        </>
      ) : null}
      {personal ? (
        <Stack>
          <FormControlLabel
            control={
              <Switch
                checked={draft.employeeUpload}
                onChange={(event) => set({ employeeUpload: event.target.checked })}
                disabled={pending}
              />
            }
            label={t('files.folderForm.employeeUpload')}
          />
          <FormHelperText sx={{ mx: 0 }}>
            {errors.at('employee_upload') ?? t('files.folderForm.employeeUploadHelp')}
          </FormHelperText>
        </Stack>
      ) : null}
    </EditorDialog>
  );
}
