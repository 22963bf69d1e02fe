import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from './use-compact-dialog';

export type ViewDialogProps = {
  title: string;
  onClose: () => void;
  /** What the dialog shows (an outcome, a list managed in place). */
  children: ReactNode;
  /** Default: "Cerrar". */
  closeLabel?: string;
  /** The dialog's width on larger screens (default: sm). */
  maxWidth?: 'sm' | 'md';
};

/** A dialog that shows something rather than asks for it: its content and one button that
 *  closes it. It takes the whole screen on phones. */
export function ViewDialog({
  title,
  onClose,
  children,
  closeLabel,
  maxWidth = 'sm',
}: ViewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const compact = useCompactDialog();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {closeLabel ?? t('admin.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
