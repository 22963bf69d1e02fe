import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

export type DialogCloseButtonProps = { onClose: () => void; disabled?: boolean };

/** The × in a dialog's top right corner. */
export function DialogCloseButton({ onClose, disabled = false }: DialogCloseButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      aria-label={t('post.close')}
      onClick={onClose}
      disabled={disabled}
      sx={{ position: 'absolute', right: 8, top: 8 }}
    >
      <Close />
    </IconButton>
  );
}
