import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/stores/app-store';

import { whatsAppOptInQueryOptions } from '../api/whatsapp-opt-in';

/** Whether kinds of notification can go by WhatsApp, and when not, the sentence saying why. */
export type WhatsAppChannel = { enabled: boolean; reason: string | null };

/** WhatsApp as a channel of the notification settings: usable once the organisation has the
 *  messaging_app module on (ADR 0081: off, there is no opt-in to read) and the member has their
 *  WhatsApp on. Until the member's WhatsApp is known it cannot be used, and no reason is given. */
export function useWhatsAppChannel(): WhatsAppChannel {
  const { t } = useTranslation();
  const messaging = useAppStore((state) => state.services.messaging_app);
  const optIn = useQuery({ ...whatsAppOptInQueryOptions(), enabled: messaging });
  if (!messaging) return { enabled: false, reason: t('notifications.whatsapp.unavailable') };
  if (!optIn.data) return { enabled: false, reason: null };
  if (optIn.data.active) return { enabled: true, reason: null };
  return {
    enabled: false,
    reason: optIn.data.available
      ? t('notifications.settings.whatsappOff')
      : t('notifications.whatsapp.unavailable'),
  };
}
