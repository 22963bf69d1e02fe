import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';

export type EditorDialogProps = {
  title: string;
  submitLabel: string;
  pending: boolean;
  /** The failure of the last submission, when no field shows it. */
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
};

/** The repository's dialogs around a form: the fields, the failure that no field shows, cancel
 *  and submit; full screen on phones, not closable while the submission runs. */
export function EditorDialog({
  title,
  submitLabel,
  pending,
  error,
  onSubmit,
  onClose,
  children,
  maxWidth = 'sm',
}: EditorDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const titleId = useId();
  const compact = useCompactDialog();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('files.actions.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
