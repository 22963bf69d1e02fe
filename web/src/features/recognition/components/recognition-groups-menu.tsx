import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  recognitionGroupsQueryOptions,
  SEND_LIMITS,
  type RecognitionGroup,
} from '../api/recognition';
import { useCreateRecognitionGroup } from '../hooks/use-create-recognition-group';

export type RecognitionGroupsMenuProps = {
  selection: readonly PersonRef[];
  onAddGroup: (group: RecognitionGroup) => void;
};

/** The caller's recognition groups: add a whole group to the receivers, or save the current
 *  receivers as a new group. */
export function RecognitionGroupsMenu({ selection, onAddGroup }: RecognitionGroupsMenuProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const menuId = useId();
  const groups = useQuery({ ...recognitionGroupsQueryOptions(), enabled: Boolean(anchor) });

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handlePick = (group: RecognitionGroup) => {
    handleClose();
    onAddGroup(group);
  };
  const handleSave = () => {
    handleClose();
    setNaming(true);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<GroupsOutlined />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={handleOpen}
      >
        {t('send.groups')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={handleClose}>
        {groups.isPending ? (
          <MenuItem disabled>{t('send.groupsLoading')}</MenuItem>
        ) : groups.isError ? (
          <MenuItem onClick={() => void groups.refetch()}>{t('send.groupsFailed')}</MenuItem>
        ) : groups.data.length === 0 ? (
          <MenuItem disabled>{t('send.noGroups')}</MenuItem>
        ) : (
          groups.data.map((group) => (
            <MenuItem key={group.id} onClick={() => handlePick(group)}>
              <ListItemText
                primary={t('send.addGroup', { name: group.name })}
                secondary={t('send.groupSize', {
                  count: group.members.length,
                  formatted: format.number(group.members.length),
                })}
              />
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem onClick={handleSave} disabled={selection.length === 0}>
          {t('send.saveGroup')}
        </MenuItem>
      </Menu>
      {naming ? <SaveGroupDialog selection={selection} onClose={() => setNaming(false)} /> : null}
    </>
  );
}

type SaveGroupDialogProps = { selection: readonly PersonRef[]; onClose: () => void };

function SaveGroupDialog({ selection, onClose }: SaveGroupDialogProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const mutation = useCreateRecognitionGroup();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const trimmed = name.trim();
  const serverFields = mutation.error ? apiFieldErrors(mutation.error, i18n) : {};
  const nameError =
    (tried && !trimmed ? t('send.groupNameRequired') : undefined) ?? serverFields.name;
  const generalError =
    mutation.error && !serverFields.name ? errorMessage(mutation.error) : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (!trimmed) return;
    mutation.mutate(
      { name: trimmed, member_ids: selection.map((person) => person.id) },
      {
        onSuccess: (group) => {
          showToast(t('send.groupSaved', { name: group.name }), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('send.saveGroupTitle')}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {generalError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {generalError}
            </Alert>
          ) : null}
          <Box sx={{ pt: 1 }}>
            <TextInput
              id={fieldId}
              label={t('send.groupName')}
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              inputProps={{ maxLength: SEND_LIMITS.groupNameMaxLength }}
              error={Boolean(nameError)}
              helperText={
                nameError ??
                t('send.groupNameHelp', { names: selection.map((p) => p.full_name).join(', ') })
              }
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('send.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('send.saveGroupSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
