import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { PeoplePicker } from '@/components/people/people-picker';

import { ASSIGNEE_ROLES, type AssigneeRole, type TemplateAnchor } from '../api/admin-tasks';
import { TASK_PRIORITIES, type TaskPriority, type TaskProof } from '../api/tasks';
import { offsetText } from '../lib/offset-text';

import type { ItemDraft } from './template-draft';

export type TemplateItemEditorProps = {
  index: number;
  item: ItemDraft;
  /** The items before it: the ones it may wait for. */
  earlier: readonly ItemDraft[];
  anchor: TemplateAnchor;
  onChange: (change: Partial<ItemDraft>) => void;
  onRemove?: () => void;
  /** The message of one of its fields (`title`, `offset_days`...), if wrong. */
  errorAt: (field: string) => string | undefined;
};

/** One item of a template: the task's title, when it is due from the anchor (told in words),
 *  who does it, its priority and proof, and the earlier items it waits for. */
export function TemplateItemEditor({
  index,
  item,
  earlier,
  anchor,
  onChange,
  onRemove,
  errorAt,
}: TemplateItemEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [offsetRaw, setOffsetRaw] = useState(String(item.offset_days));
  const itemName = (other: ItemDraft, at: number) =>
    other.title.trim() || t('tasks.admin.item.numbered', { number: at + 1 });
  const offsetError = errorAt('offset_days');
  const dependsError = errorAt('depends_on');
  return (
    <Stack spacing={2} aria-label={t('tasks.admin.item.label', { number: index + 1 })} role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h4" sx={{ flex: 1, fontWeight: 600 }}>
          {t('tasks.admin.item.numbered', { number: index + 1 })}
        </Typography>
        {onRemove ? (
          <IconButton
            onClick={onRemove}
            aria-label={t('tasks.admin.item.remove', { number: index + 1 })}
          >
            <DeleteOutline />
          </IconButton>
        ) : null}
      </Stack>
      <TextInput
        id={`${id}-title`}
        label={t('tasks.admin.item.title')}
        required
        value={item.title}
        onChange={(event) => onChange({ title: event.target.value })}
        inputProps={{ maxLength: 200 }}
        error={Boolean(errorAt('title'))}
        helperText={errorAt('title')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextInput
          id={`${id}-offset`}
          label={t('tasks.admin.item.offset')}
          type="number"
          value={offsetRaw}
          onChange={(event) => {
            // Kept as typed ("-" on the way to "-3"); the draft takes whole numbers only.
            setOffsetRaw(event.target.value);
            if (/^-?\d{1,3}$/.test(event.target.value))
              onChange({ offset_days: Number(event.target.value) });
          }}
          inputProps={{ step: 1, min: -365, max: 365 }}
          error={Boolean(offsetError)}
          helperText={offsetError ?? offsetText(t, item.offset_days, anchor)}
        />
        <SelectInput
          id={`${id}-role`}
          label={t('tasks.admin.item.role')}
          value={item.assignee_role}
          onChange={(event) => onChange({ assignee_role: event.target.value as AssigneeRole })}
          options={ASSIGNEE_ROLES.map((role) => ({
            value: role,
            label: t(`tasks.admin.role.${role}`),
          }))}
          error={Boolean(errorAt('assignee_role'))}
          helperText={errorAt('assignee_role')}
        />
        <SelectInput
          id={`${id}-priority`}
          label={t('tasks.fields.priority')}
          value={item.priority}
          onChange={(event) => onChange({ priority: event.target.value as TaskPriority })}
          options={TASK_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`tasks.priority.${priority}`),
          }))}
        />
        <SelectInput
          id={`${id}-proof`}
          label={t('tasks.admin.item.proof')}
          value={item.proof}
          onChange={(event) => onChange({ proof: event.target.value as TaskProof })}
          options={[
            { value: 'none', label: t('tasks.admin.proof.none') },
            { value: 'attachment', label: t('tasks.admin.proof.attachment') },
          ]}
          error={Boolean(errorAt('proof'))}
          helperText={errorAt('proof')}
        />
      </Box>
      {item.assignee_role === 'person' ? (
        <PeoplePicker
          id={`${id}-person`}
          label={t('tasks.admin.item.person')}
          required
          value={item.person}
          onChange={(person) => onChange({ person })}
          error={errorAt('person_id')}
        />
      ) : null}
      {earlier.length > 0 ? (
        <Autocomplete
          multiple
          id={`${id}-depends`}
          options={earlier.map((other) => other.key)}
          value={item.depends_on.filter((key) => earlier.some((other) => other.key === key))}
          onChange={(_event, keys) => onChange({ depends_on: keys })}
          getOptionLabel={(key) => {
            const at = earlier.findIndex((other) => other.key === key);
            const other = earlier[at];
            return other ? itemName(other, at) : key;
          }}
          openText={t('tasks.dependencies.open')}
          closeText={t('tasks.dependencies.close')}
          clearText={t('tasks.dependencies.clear')}
          noOptionsText={t('tasks.dependencies.noOptions')}
          renderInput={(params) => (
            <AutocompleteInput
              params={params}
              label={t('tasks.admin.item.dependsOn')}
              error={Boolean(dependsError)}
              helperText={dependsError ?? t('tasks.admin.item.dependsHelp')}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
