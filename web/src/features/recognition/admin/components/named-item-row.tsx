import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { apiFieldErrors } from '@/i18n/api-field-errors';

import type { NameInput } from '../api/types';

import { focusOnMount } from './focus-on-mount';

export type NamedItemRowProps = {
  name: string;
  /** The English name, if the organisation set one. */
  nameEn?: string | null;
  /** Labels of the rename fields. */
  nameLabel: string;
  nameEnLabel: string;
  renameLabel: string;
  deleteLabel: string;
  maxLength: number;
  /** Saves the name and the English name (null clears it); the row leaves edit mode once
   *  they are saved. */
  onRename: (changes: NameInput) => Promise<unknown>;
  onDelete: () => void;
  /** An "active" switch saved at once, for things that can be switched off. */
  active?: { checked: boolean; label: string; onChange: (active: boolean) => void };
  /** Another change of the list is being saved. */
  busy?: boolean;
  divider?: boolean;
};

/** A named thing in a list (a super type, a sub type): renamed in place in both languages,
 *  deleted after asking. */
export function NamedItemRow({
  name: current,
  nameEn: currentEn,
  nameLabel,
  nameEnLabel,
  renameLabel,
  deleteLabel,
  maxLength,
  onRename,
  onDelete,
  active,
  busy = false,
  divider = false,
}: NamedItemRowProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(current);
  const [nameEn, setNameEn] = useState(currentEn ?? '');
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const startEditing = () => {
    setName(current);
    setNameEn(currentEn ?? '');
    setFieldErrors({});
    setEditing(true);
  };

  const handleRename = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setSaving(true);
    setFieldErrors({});
    try {
      await onRename({ name: trimmed, name_en: nameEn.trim() || null });
      setEditing(false);
    } catch (error) {
      // The field the server names shows why; the list shows any other failure. The fields
      // stay open to try again.
      setFieldErrors(apiFieldErrors(error, i18n));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ListItem divider={divider} disableGutters={!divider} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {editing ? (
        <Stack
          component="form"
          spacing={1}
          sx={{ flexGrow: 1, minWidth: 0 }}
          onSubmit={(event) => void handleRename(event)}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextInput
              id={`${id}-name`}
              size="small"
              label={nameLabel}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(fieldErrors.name)}
              helperText={fieldErrors.name}
              inputProps={{ maxLength }}
              inputRef={focusOnMount}
            />
            <TextInput
              id={`${id}-name-en`}
              size="small"
              label={nameEnLabel}
              value={nameEn}
              onChange={(event) => setNameEn(event.target.value)}
              error={Boolean(fieldErrors.name_en)}
              helperText={fieldErrors.name_en ?? t('admin.english.shortHelp')}
              inputProps={{ maxLength }}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
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
        </Stack>
      ) : (
        <>
          <Box sx={{ flexGrow: 1, minWidth: 120 }}>
            <Typography color={active && !active.checked ? 'text.secondary' : 'text.primary'}>
              {current}
            </Typography>
            {currentEn?.trim() ? (
              <Typography variant="body2" color="text.secondary">
                {t('admin.english.shownAs', { name: currentEn })}
              </Typography>
            ) : null}
          </Box>
          {active ? (
            <Switch
              checked={active.checked}
              disabled={busy}
              onChange={(event) => active.onChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': active.label } }}
            />
          ) : null}
          <IconButton aria-label={renameLabel} onClick={startEditing} disabled={busy}>
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
