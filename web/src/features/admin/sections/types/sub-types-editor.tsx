import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  allRecognitionTypesQueryOptions,
  createSubRecognitionType,
  deleteSubRecognitionType,
  updateSubRecognitionType,
  type SubRecognitionType,
  type SubRecognitionTypeChanges,
} from '@/api/admin-types';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextInput } from '@/components/form/text-input';

import { FormError } from '../../components/form-error';
import { useServerFieldErrors } from '../../hooks/use-server-field-errors';
import { focusOnMount } from '../../lib/focus-on-mount';

import { TYPE_LIMITS } from './type-form-schema';

export type SubTypesEditorProps = { typeId: number };

type RowProps = {
  subType: SubRecognitionType;
  busy: boolean;
  onChange: (changes: SubRecognitionTypeChanges) => Promise<unknown>;
  onRemove: () => void;
};

function SubTypeRow({ subType, busy, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(subType.name);

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    await onChange({ name: trimmed });
    setEditing(false);
  };

  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      {editing ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ flexGrow: 1, alignItems: 'center' }}
          onSubmit={(event) => void handleRename(event)}
        >
          <TextInput
            id={`${id}-name`}
            size="small"
            label={t('admin.subTypes.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            inputProps={{ maxLength: TYPE_LIMITS.subTypeNameMaxLength }}
            inputRef={focusOnMount}
          />
          <Button type="submit" size="small" variant="contained" disabled={busy || !name.trim()}>
            {t('admin.common.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            {t('admin.common.cancel')}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography
            sx={{ flexGrow: 1, minWidth: 120 }}
            color={subType.active ? 'text.primary' : 'text.secondary'}
          >
            {subType.name}
          </Typography>
          <Switch
            checked={subType.active}
            disabled={busy}
            onChange={(event) => void onChange({ active: event.target.checked })}
            slotProps={{
              input: { 'aria-label': t('admin.subTypes.activeLabel', { name: subType.name }) },
            }}
          />
          <IconButton
            aria-label={t('admin.subTypes.rename', { name: subType.name })}
            onClick={() => setEditing(true)}
            disabled={busy}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={t('admin.subTypes.delete', { name: subType.name })}
            onClick={onRemove}
            disabled={busy}
          >
            <DeleteOutlined />
          </IconButton>
        </>
      )}
    </ListItem>
  );
}

/** The sub types of an existing type; each change is saved at once. */
export function SubTypesEditor({ typeId }: SubTypesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const types = useQuery(allRecognitionTypesQueryOptions());
  const subTypes = types.data?.find((type) => type.id === typeId)?.sub_types ?? [];
  const [draft, setDraft] = useState('');
  const [removing, setRemoving] = useState<SubRecognitionType | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.recognitionTypes });
  const add = useMutation({
    mutationFn: (name: string) => createSubRecognitionType({ type_id: typeId, name }),
    onSuccess: async () => {
      setDraft('');
      await refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ subId, changes }: { subId: number; changes: SubRecognitionTypeChanges }) =>
      updateSubRecognitionType(subId, changes),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (subId: number) => deleteSubRecognitionType(subId),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
  });
  const addFieldErrors = useServerFieldErrors(add.error);

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (name) add.mutate(name);
  };
  const busy = add.isPending || update.isPending || remove.isPending;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Divider />
      <Typography variant="subtitle1" component="h3" id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {t('admin.subTypes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.subTypes.savedAtOnce')}
      </Typography>
      <FormError error={update.error} />
      {subTypes.length > 0 ? (
        <List dense disablePadding aria-labelledby={`${id}-title`}>
          {subTypes.map((subType) => (
            <SubTypeRow
              key={subType.id}
              subType={subType}
              busy={busy}
              onChange={(changes) => update.mutateAsync({ subId: subType.id, changes })}
              onRemove={() => setRemoving(subType)}
            />
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('admin.subTypes.none')}
        </Typography>
      )}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={handleAdd}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          id={`${id}-new`}
          size="small"
          label={t('admin.subTypes.newName')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(addFieldErrors.name)}
          helperText={addFieldErrors.name}
          inputProps={{ maxLength: TYPE_LIMITS.subTypeNameMaxLength }}
        />
        <Button type="submit" variant="outlined" loading={add.isPending} disabled={!draft.trim()}>
          {t('admin.subTypes.add')}
        </Button>
      </Stack>
      <FormError error={add.error} shownFields={['name']} />
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.subTypes.deleteTitle')}
        body={t('admin.subTypes.deleteBody', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={remove.isPending}
        error={<FormError error={remove.error} />}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
