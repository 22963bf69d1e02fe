import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  createSuperRecognitionType,
  deleteSuperRecognitionType,
  superRecognitionTypesQueryOptions,
  updateSuperRecognitionType,
  type SuperRecognitionType,
} from '@/api/admin-types';
import { queryKeys } from '@/api/query-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { TextInput } from '@/components/form/text-input';

import { FormError } from '../../components/form-error';
import { SectionHeader } from '../../components/section-header';
import { useServerFieldErrors } from '../../hooks/use-server-field-errors';
import { focusOnMount } from '../../lib/focus-on-mount';

import { TYPE_LIMITS } from './type-form-schema';

type RowProps = {
  superType: SuperRecognitionType;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
};

function SuperTypeRow({ superType, onRename, onDelete }: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(superType.name);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setPending(true);
    try {
      await onRename(name.trim());
      setEditing(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }}>
      {editing ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ flexGrow: 1, alignItems: 'center' }}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <TextInput
            id={`${id}-name`}
            size="small"
            label={t('admin.superTypes.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            inputProps={{ maxLength: TYPE_LIMITS.nameMaxLength }}
            inputRef={focusOnMount}
          />
          <Button type="submit" size="small" variant="contained" loading={pending}>
            {t('admin.common.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            {t('admin.common.cancel')}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography sx={{ flexGrow: 1 }}>{superType.name}</Typography>
          <IconButton
            aria-label={t('admin.superTypes.rename', { name: superType.name })}
            onClick={() => setEditing(true)}
          >
            <EditOutlined />
          </IconButton>
          <IconButton
            aria-label={t('admin.superTypes.delete', { name: superType.name })}
            onClick={onDelete}
          >
            <DeleteOutlined />
          </IconButton>
        </>
      )}
    </ListItem>
  );
}

/** Super types: named groups of recognition types. */
export function SuperTypesPanel() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const superTypes = useQuery(superRecognitionTypesQueryOptions());
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<SuperRecognitionType | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.superRecognitionTypes });
    await queryClient.invalidateQueries({ queryKey: queryKeys.recognitionTypes });
  };
  const create = useMutation({
    mutationFn: (name: string) => createSuperRecognitionType({ name }),
    onSuccess: async () => {
      setDraft('');
      await refresh();
    },
  });
  const rename = useMutation({
    mutationFn: ({ superId, name }: { superId: number; name: string }) =>
      updateSuperRecognitionType(superId, { name }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (superId: number) => deleteSuperRecognitionType(superId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const createFields = useServerFieldErrors(create.error);

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) create.mutate(draft.trim());
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <SectionHeader
          id={`${id}-title`}
          level={3}
          title={t('admin.superTypes.title')}
          description={t('admin.superTypes.description')}
        />
        {superTypes.isPending ? <LoadingBlock label={t('admin.common.loading')} /> : null}
        {superTypes.isError ? (
          <LoadError error={superTypes.error} onRetry={() => void superTypes.refetch()} />
        ) : null}
        {superTypes.data && superTypes.data.length === 0 ? (
          <Typography color="text.secondary">{t('admin.superTypes.empty')}</Typography>
        ) : null}
        {superTypes.data && superTypes.data.length > 0 ? (
          <List disablePadding aria-labelledby={`${id}-title`}>
            {superTypes.data.map((superType) => (
              <SuperTypeRow
                key={superType.id}
                superType={superType}
                onRename={(name) => rename.mutateAsync({ superId: superType.id, name })}
                onDelete={() => setDeleting(superType)}
              />
            ))}
          </List>
        ) : null}
        <FormError error={rename.error} />
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={handleCreate}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            id={`${id}-new`}
            size="small"
            label={t('admin.superTypes.newName')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(createFields.name)}
            helperText={createFields.name}
            inputProps={{ maxLength: TYPE_LIMITS.nameMaxLength }}
          />
          <Button
            type="submit"
            variant="outlined"
            loading={create.isPending}
            disabled={!draft.trim()}
          >
            {t('admin.superTypes.add')}
          </Button>
        </Stack>
        <FormError error={create.error} shownFields={['name']} />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.superTypes.deleteTitle')}
        body={t('admin.superTypes.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        pending={remove.isPending}
        error={<FormError error={remove.error} />}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
