import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { SidePanel, type SidePanelState } from '@/components/layout/side-panel';
import { notificationSettingsPath } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';

import { WhatsAppKindsPart } from './whatsapp-kinds-part';
import { WhatsAppOptInPart } from './whatsapp-opt-in-part';

/** The top bar's WhatsApp panel (the messaging-app panel of spec §3, ADR 0081): the member's
 *  number and whether they receive WhatsApp messages, which kinds of notification come by
 *  WhatsApp (with the notifications module on), and a link to the full notification settings
 *  (a section of the profile settings, with the profile on). */
export function MessagingAppPanel({ open, onClose }: SidePanelState) {
  const { t } = useTranslation();
  const { notifications, profile } = useAppStore(
    useShallow((state) => ({
      notifications: state.services.notifications,
      profile: state.services.profile,
    })),
  );
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={t('notifications.messagingPanel.title')}
      closeLabel={t('notifications.messagingPanel.close')}
    >
      <WhatsAppOptInPart />
      {notifications ? <WhatsAppKindsPart /> : null}
      {notifications && profile ? (
        <Link
          component={RouterLink}
          to={notificationSettingsPath}
          onClick={onClose}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('notifications.messagingPanel.allSettings')}
        </Link>
      ) : null}
    </SidePanel>
  );
}
