import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import { focusOnMount } from './focus-on-mount';

export type NamedItemRowProps = {
  name: string;
  /** Label of the rename field. */
  nameLabel: string;
  renameLabel: string;
  deleteLabel: string;
  maxLength: number;
  /** Saves a new name; the row leaves edit mode once it is saved. */
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
  /** An "active" switch saved at once, for things that can be switched off. */
  active?: { checked: boolean; label: string; onChange: (active: boolean) => void };
  /** Another change of the list is being saved. */
  busy?: boolean;
  divider?: boolean;
};

/** A named thing in a list (a super type, a sub type): renamed in place, deleted after asking. */
export function NamedItemRow({
  name: current,
  nameLabel,
  renameLabel,
  deleteLabel,
  maxLength,
  onRename,
  onDelete,
  active,
  busy = false,
  divider = false,
}: NamedItemRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setSaving(true);
    try {
      await onRename(trimmed);
      setEditing(false);
    } catch {
      // The list shows the failure; the field stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <ListItem divider={divider} disableGutters={!divider} sx={{ flexWrap: 'wrap', gap: 1 }}>
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
            label={nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            inputProps={{ maxLength }}
            inputRef={focusOnMount}
          />
          <Button
            type="submit"
            size="small"
            variant="contained"
            loading={saving}
            disabled={busy || !name.trim()}
          >
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
            color={active && !active.checked ? 'text.secondary' : 'text.primary'}
          >
            {current}
          </Typography>
          {active ? (
            <Switch
              checked={active.checked}
              disabled={busy}
              onChange={(event) => active.onChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': active.label } }}
            />
          ) : null}
          <IconButton aria-label={renameLabel} onClick={() => setEditing(true)} disabled={busy}>
            <EditOutlined />
          </IconButton>
          <IconButton aria-label={deleteLabel} onClick={onDelete} disabled={busy}>
            <DeleteOutlined />
          </IconButton>
        </>
      )}
    </ListItem>
  );
}
