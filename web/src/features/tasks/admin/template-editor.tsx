import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { EditorProblems } from '@/components/form/editor-problems';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  createTemplate,
  deleteTemplate,
  refreshAdminTasks,
  saveTemplate,
  TEMPLATE_ANCHORS,
  TEMPLATE_TRIGGERS,
  templateQueryOptions,
  type TaskTemplate,
  type TemplateAnchor,
  type TemplateTrigger,
} from '../api/admin-tasks';

import {
  checkDraft,
  draftOf,
  emptyDraft,
  fieldMessages,
  inputOf,
  newItem,
  type ItemDraft,
  type TemplateDraft,
} from './template-draft';
import { TemplateItemEditor } from './template-item-editor';

export type TemplateEditorProps = {
  templateId: number | null;
  onBack: () => void;
  onCreated: (id: number) => void;
};

/** A task template in the editor: a stored one (`templateId`) or a new one. */
export function TemplateEditor({ templateId, onBack, onCreated }: TemplateEditorProps) {
  const { t } = useTranslation();
  const query = useQuery({
    ...templateQueryOptions(templateId ?? 0),
    enabled: templateId !== null,
  });
  if (templateId === null)
    return <EditorForm template={null} onBack={onBack} onCreated={onCreated} />;
  return (
    <QueryContent query={query} loadingLabel={t('admin.common.loading')}>
      {(template) => (
        <EditorForm key={template.id} template={template} onBack={onBack} onCreated={onCreated} />
      )}
    </QueryContent>
  );
}

type EditorFormProps = Omit<TemplateEditorProps, 'templateId'> & { template: TaskTemplate | null };

function EditorForm({ template, onBack, onCreated }: EditorFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template
      ? draftOf(template, (personId) => ({
          id: personId,
          full_name: t('tasks.admin.item.personNumber', { id: personId }),
          first_name: '',
          last_name: '',
        }))
      : emptyDraft(),
  );
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      template ? saveTemplate(template.id, inputOf(draft)) : createTemplate(inputOf(draft)),
    onSuccess: async (saved) => {
      await refreshAdminTasks(client);
      if (!template) onCreated(saved.id);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTemplate(template?.id ?? 0),
    onSuccess: async () => {
      await refreshAdminTasks(client);
      onBack();
    },
  });

  const local = checked ? checkDraft(draft) : new Map<string, string>();
  const server = fieldMessages(save.error instanceof ApiError ? save.error.fields : {});
  const LOCAL_WORDS: Record<string, string> = {
    required: t('tasks.admin.errors.required'),
    person: t('tasks.admin.errors.person'),
    order: t('tasks.admin.errors.order'),
    items: t('tasks.admin.errors.items'),
  };
  const errorAt = (path: string): string | undefined => {
    const own = local.get(path);
    return own ? LOCAL_WORDS[own] : server.get(path);
  };
  const set = (change: Partial<TemplateDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const setItem = (index: number, change: Partial<ItemDraft>) =>
    set({ items: draft.items.map((item, at) => (at === index ? { ...item, ...change } : item)) });
  const removeItem = (index: number) => {
    const gone = draft.items[index]?.key;
    set({
      items: draft.items
        .filter((_item, at) => at !== index)
        .map((item) => ({ ...item, depends_on: item.depends_on.filter((key) => key !== gone) })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (checkDraft(draft).size === 0) save.mutate();
  };
  // Field messages the form has no place for (and a refusal without fields) show on top.
  const known = (path: string) =>
    path === 'name.es' ||
    path === 'name.en' ||
    path === 'trigger' ||
    path === 'anchor' ||
    path === 'items' ||
    /^items\.\d+\.(title|description|offset_days|assignee_role|person_id|priority|proof|depends_on)$/.test(
      path,
    );
  const loose = [...server.entries()].filter(([path]) => !known(path));
  const itemsError = errorAt('items');

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {t('tasks.admin.back')}
        </Button>
      </Box>
      <SectionHeader
        title={template ? t('tasks.admin.editTitle') : t('tasks.admin.newTitle')}
        description={t('tasks.admin.editorIntro')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <TextInput
          id={`${id}-name-es`}
          label={t('tasks.admin.fields.nameEs')}
          required
          value={draft.nameEs}
          onChange={(event) => set({ nameEs: event.target.value })}
          inputProps={{ maxLength: 120 }}
          error={Boolean(errorAt('name.es'))}
          helperText={errorAt('name.es')}
        />
        <TextInput
          id={`${id}-name-en`}
          label={t('tasks.admin.fields.nameEn')}
          value={draft.nameEn}
          onChange={(event) => set({ nameEn: event.target.value })}
          inputProps={{ maxLength: 120 }}
          error={Boolean(errorAt('name.en'))}
          helperText={errorAt('name.en')}
        />
        <SelectInput
          id={`${id}-trigger`}
          label={t('tasks.admin.fields.trigger')}
          value={draft.trigger}
          onChange={(event) => set({ trigger: event.target.value as TemplateTrigger })}
          options={TEMPLATE_TRIGGERS.map((trigger) => ({
            value: trigger,
            label: t(`tasks.admin.trigger.${trigger}.name`),
          }))}
          error={Boolean(errorAt('trigger'))}
          helperText={errorAt('trigger') ?? t(`tasks.admin.trigger.${draft.trigger}.help`)}
        />
        <SelectInput
          id={`${id}-anchor`}
          label={t('tasks.admin.fields.anchor')}
          value={draft.anchor}
          onChange={(event) => set({ anchor: event.target.value as TemplateAnchor })}
          options={TEMPLATE_ANCHORS.map((anchor) => ({
            value: anchor,
            label: t(`tasks.admin.anchor.${anchor}.name`),
          }))}
          error={Boolean(errorAt('anchor'))}
          helperText={errorAt('anchor') ?? t(`tasks.admin.anchor.${draft.anchor}.help`)}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
        }
        label={t('tasks.admin.fields.active')}
      />
      <Stack spacing={1.5}>
        <Typography variant="h3" component="h3">
          {t('tasks.admin.items.title')}
        </Typography>
        {itemsError ? (
          <Alert severity="error" role="alert">
            {itemsError}
          </Alert>
        ) : null}
        {draft.items.map((item, index) => (
          <Paper key={item.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <TemplateItemEditor
              index={index}
              item={item}
              earlier={draft.items.slice(0, index)}
              anchor={draft.anchor}
              onChange={(change) => setItem(index, change)}
              onRemove={draft.items.length > 1 ? () => removeItem(index) : undefined}
              errorAt={(field) => errorAt(`items.${index}.${field}`)}
            />
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => set({ items: [...draft.items, newItem(draft.items)] })}
            disabled={draft.items.length >= 50}
          >
            {t('tasks.admin.items.add')}
          </Button>
        </Box>
      </Stack>
      <EditorProblems
        loose={loose}
        failure={save.isError && server.size === 0 ? errorMessage(save.error) : null}
      />
      {save.isSuccess && template ? (
        <Alert severity="success">{t('tasks.admin.saved')}</Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {template ? t('tasks.admin.save') : t('tasks.admin.createSubmit')}
        </Button>
        {template ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)}>
            {t('tasks.admin.delete')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('tasks.admin.deleteTitle')}
        body={t('tasks.admin.deleteBody')}
        confirmLabel={t('tasks.admin.delete')}
        cancelLabel={t('tasks.admin.cancel')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
