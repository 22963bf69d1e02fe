import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import type { Post } from '../api/feed';
import { useFilePost } from '../hooks/use-file-post';

export type PostMenuProps = {
  post: Post;
  /** Admins may file (archive) any post. */
  isAdmin: boolean;
  onEdit: () => void;
};

/** The post's "more actions" menu: edit the message (author) and archive (admins). Renders
 *  nothing when the caller has neither. */
export function PostMenu({ post, isAdmin, onEdit }: PostMenuProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileMutation = useFilePost(post.id);
  const menuId = useId();
  const canEdit = post.can_edit && post.kind === 'recognition';
  if (!canEdit && !isAdmin) return null;

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleEdit = () => {
    handleClose();
    onEdit();
  };
  const handleArchive = () => {
    handleClose();
    setConfirming(true);
  };
  const handleConfirmArchive = () => {
    fileMutation.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t('post.archived'), 'success');
      },
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };

  return (
    <>
      <IconButton
        aria-label={t('post.moreActions')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={handleOpen}
        size="small"
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {canEdit ? (
          <MenuItem onClick={handleEdit}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('post.editMessage')} />
          </MenuItem>
        ) : null}
        {isAdmin ? (
          <MenuItem onClick={handleArchive}>
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('post.archive')} />
          </MenuItem>
        ) : null}
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('post.archiveTitle')}
        body={t('post.archiveBody')}
        confirmLabel={t('post.archive')}
        cancelLabel={t('post.cancel')}
        pending={fileMutation.isPending}
        onConfirm={handleConfirmArchive}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
