import WhatsApp from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { useAppStore } from '@/stores/app-store';

/** The top bar's WhatsApp button (with the messaging_app module on): opens the WhatsApp panel
 *  (MessagingAppPanelHost), which gives the focus back to it when it closes. */
export function MessagingAppButton() {
  const { t } = useTranslation();
  const { open, setOpen } = useAppStore(
    useShallow((state) => ({
      open: state.messagingAppPanelOpen,
      setOpen: state.setMessagingAppPanelOpen,
    })),
  );
  const label = t('notifications.messagingPanel.open');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      sx={{ flexShrink: 0 }}
    >
      <WhatsApp />
    </IconButton>
  );
}
